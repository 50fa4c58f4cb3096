import { describe, expect, it } from 'vitest';
import { greetingText, transferText } from './automatic-texts.js';

describe('automatic texts', () => {
  it("greets with the contact's first name, signed with the agent's name, in each language", () => {
    expect(greetingText('pt', 'Ana', 'Maria  da Silva')).toBe('*Ana:*\nOlá Maria, meu nome é Ana e agora vou prosseguir com seu atendimento!');
    expect(greetingText('en', 'Ana', 'John Smith')).toBe('*Ana:*\nHello John, my name is Ana and I will now continue with your service!');
    expect(greetingText('es', 'Ana', 'Juan Pérez')).toBe('*Ana:*\n¡Hola Juan, mi nombre es Ana y ahora voy a continuar con su atención!');
  });

  it('never substitutes placeholders that come inside a name', () => {
    expect(greetingText('pt', '{{firstName}}', '{agent} $& Bob')).toBe(
      '*{{firstName}}:*\nOlá {agent}, meu nome é {{firstName}} e agora vou prosseguir com seu atendimento!',
    );
  });

  it('names the new queue, the new attendant or both; nothing when neither changed', () => {
    expect(transferText('pt', 'Ana', { queue: 'Suporte' })).toBe('*Ana:*\nVocê foi transferido para o departamento *Suporte*, aguarde, já vamos te atender!');
    expect(transferText('en', 'Ana', { user: 'Bia' })).toBe(
      '*Ana:*\nYou have been transferred to the attendant *Bia*, please wait, we will be with you shortly!',
    );
    expect(transferText('es', 'Ana', { queue: 'Ventas', user: 'Bia' })).toContain('departamento *Ventas* y lo atenderá *Bia*');
    expect(transferText('pt', 'Ana', {})).toBeNull();
  });
});
