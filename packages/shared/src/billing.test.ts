import { describe, expect, it } from 'vitest';
import { invoiceDisplayStatus } from './index.js';

describe('invoiceDisplayStatus', () => {
  it("says 'Pago', 'Vencido' past the due date unpaid, else 'Em Aberto' (§4)", () => {
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2020-01-01' }, '2026-01-01')).toBe('Pago');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2025-12-31' }, '2026-01-01')).toBe('Vencido');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-01-01' }, '2026-01-01')).toBe('Em Aberto');
  });
});
