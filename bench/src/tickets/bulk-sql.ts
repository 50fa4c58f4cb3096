// Set-based SQL that writes a company's conversations in a few statements (generate_series), so a
// hundred thousand tickets and a million messages take a minute or two instead of an hour of ORM calls.

const FIRST_NAMES = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Francisca',
  'Antônio',
  'Antonia',
  'Francisco',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Pedro',
  'Fernanda',
  'Lucas',
  'Patrícia',
  'Luiz',
  'Aline',
  'Marcos',
  'Sandra',
  'Luis',
  'Camila',
  'Gabriel',
  'Amanda',
  'Rafael',
  'Bruna',
  'Daniel',
  'Jéssica',
  'Marcelo',
  'Letícia',
  'Bruno',
  'Júlia',
  'Eduardo',
  'Luciana',
  'Felipe',
  'Vanessa',
  'Raimundo',
  'Mariana',
  'Rodrigo',
  'Gabriela',
  'Manoel',
  'Vera',
  'Mateus',
  'Vitória',
  'André',
  'Larissa',
  'Fernando',
  'Cláudia',
  'Fábio',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Moura',
];
const BODIES = [
  'Olá, tudo bem?',
  'Bom dia! Gostaria de saber o status do meu pedido',
  'Qual o prazo de entrega para o meu CEP?',
  'Pode me enviar a segunda via do boleto?',
  'Obrigado pelo atendimento!',
  'O produto chegou com defeito, como faço a troca?',
  'Vocês aceitam pagamento por Pix?',
  'Ainda não recebi o código de rastreio',
  'Perfeito, aguardo o retorno',
  'Preciso alterar o endereço de entrega',
  'Qual o horário de funcionamento da loja?',
  'Boa tarde, tenho uma dúvida sobre a fatura',
];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** $1 companyId, $2 whatsappId, $3 count: contacts named like real customers (each name shared by ~1/2000). */
export const BULK_CONTACTS = `
INSERT INTO contacts (uuid, name, number, "whatsappId", "companyId", "createdAt", "updatedAt")
SELECT gen_random_uuid(),
       (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
       '5511' || lpad(i::text, 9, '0'), $2, $1, now() - interval '400 days', now() - interval '400 days'
  FROM generate_series(1, $3::int) AS i`;

/**
 * $1 companyId, $2 whatsappId, $3 agent ids, $4 queue ids: one ticket per contact, 5% open (each
 * agent's), 10% pending (a quarter without a queue), the rest closed; open and pending ones moved in the
 * last week, closed ones over the last year; each last changed by its last message (lastMessageAt = updatedAt).
 */
export const BULK_TICKETS = `
INSERT INTO tickets (uuid, status, "lastMessage", "unreadMessages", "contactId", "userId", "queueId", "whatsappId", "companyId", "createdAt", "updatedAt",
                     "lastMessageAt")
SELECT gen_random_uuid(), status, 'Obrigado pelo atendimento!', CASE WHEN status = 'pending' THEN n % 4 ELSE 0 END, id,
       CASE WHEN status = 'pending' THEN NULL ELSE ($3::int[])[1 + n % cardinality($3::int[])] END,
       CASE WHEN n % 4 = 0 THEN NULL ELSE ($4::int[])[1 + n % cardinality($4::int[])] END,
       $2, $1, at - interval '2 days', at, at
  FROM (SELECT id, n, status,
               now() - random() * CASE WHEN status = 'closed' THEN interval '365 days' ELSE interval '7 days' END AS at
          FROM (SELECT id, n, CASE WHEN n % 100 < 5 THEN 'open' WHEN n % 100 < 15 THEN 'pending' ELSE 'closed' END AS status
                  FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM contacts WHERE "companyId" = $1) numbered) classified) dated`;

/** $1 companyId, $2 tag ids: one ticket in five carries a tag. */
export const BULK_TAGS = `
INSERT INTO ticket_tags ("ticketId", "tagId", "createdAt", "updatedAt")
SELECT id, ($2::int[])[1 + id % cardinality($2::int[])], now(), now() FROM tickets WHERE "companyId" = $1 AND id % 5 = 0`;

/** $1 companyId, $2 whatsappId, $3 per ticket: a conversation alternating customer and attendant, ending at the ticket's updatedAt. */
export const BULK_MESSAGES = `
INSERT INTO messages (wid, "whatsappId", "ticketId", "contactId", body, "fromMe", "mediaType", ack, read, "companyId", "createdAt", "updatedAt")
SELECT 'BENCH' || t.id || 'M' || g, $2, t.id, CASE WHEN g % 2 = 0 THEN NULL ELSE t."contactId" END,
       (${sqlArray(BODIES)})[1 + (t.id + g) % ${BODIES.length}], g % 2 = 0, 'chat', CASE WHEN g % 2 = 0 THEN 3 ELSE 0 END, true, $1,
       t."updatedAt" - ($3::int - g) * interval '3 minutes', t."updatedAt" - ($3::int - g) * interval '3 minutes'
  FROM tickets t CROSS JOIN generate_series(1, $3::int) AS g
 WHERE t."companyId" = $1`;
