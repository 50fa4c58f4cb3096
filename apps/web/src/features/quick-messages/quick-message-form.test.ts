// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attachmentDisplayName, insertAtCaret, toQuickMessageInput } from './quick-message-form';

describe('insertAtCaret', () => {
  it('inserts at the caret and puts the caret right after the variable', () => {
    expect(insertAtCaret('Olá , tudo bem?', { start: 4, end: 4 }, '{{firstName}}')).toEqual({ text: 'Olá {{firstName}}, tudo bem?', caret: 17 });
  });

  it('replaces the selected text', () => {
    expect(insertAtCaret('Bom dia NOME!', { start: 8, end: 12 }, '{{name}}')).toEqual({ text: 'Bom dia {{name}}!', caret: 16 });
  });

  it('appends when the field was never touched', () => {
    expect(insertAtCaret('Protocolo: ', null, '{{protocol}}')).toEqual({ text: 'Protocolo: {{protocol}}', caret: 23 });
  });

  it('clamps a caret beyond the text to its end', () => {
    expect(insertAtCaret('abc', { start: 10, end: 12 }, '{{hora}}')).toEqual({ text: 'abc{{hora}}', caret: 11 });
  });
});

describe('attachmentDisplayName', () => {
  it('replaces spaces with underscores (spec §5)', () => {
    expect(attachmentDisplayName('tabela de preços 2025.pdf')).toBe('tabela_de_preços_2025.pdf');
  });
});

describe('toQuickMessageInput', () => {
  const values = { shortcode: '  oi ', message: 'Olá {{name}}', geral: true, status: false };

  it('sends the switches only when the user may change them', () => {
    expect(toQuickMessageInput(values, true)).toEqual({ shortcode: 'oi', message: 'Olá {{name}}', geral: true, status: false });
    expect(toQuickMessageInput(values, false)).toEqual({ shortcode: 'oi', message: 'Olá {{name}}' });
  });
});
