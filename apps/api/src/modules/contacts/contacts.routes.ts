import { Router } from 'express';
import { accept, idParam } from '../../http/validate.js';
import { contactsCompanyContext } from './contacts.policy.js';
import { contactCreateSchema, contactListSchema, contactOptionsSchema, contactUpdateSchema } from './contacts.schemas.js';
import { createContact } from './create-contact.js';
import { deleteContact } from './delete-contact.js';
import { importContacts } from './import-contacts.js';
import { listContactOptions } from './list-contact-options.js';
import { listContacts } from './list-contacts.js';
import { showContact } from './show-contact.js';
import { updateContact } from './update-contact.js';

const contactParam = (value: unknown) => idParam(value, 'ERR_NO_CONTACT_FOUND');

/** /contacts (§7): the contacts screen, its dialogs, the pickers and the address-book import. */
export const contactsRoutes = Router();

contactsRoutes.get('/', accept({ query: contactListSchema }), async (req, res) => {
  res.json(await listContacts(req.ctx, req.query));
});

contactsRoutes.get('/list', accept({ query: contactOptionsSchema }), async (req, res) => {
  res.json(await listContactOptions(contactsCompanyContext(req.ctx, req.query.companyId)));
});

contactsRoutes.post('/import', accept({}), async (req, res) => {
  res.json(await importContacts(req.ctx));
});

contactsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showContact(req.ctx, contactParam(req.params.id)));
});

contactsRoutes.post('/', accept({ body: contactCreateSchema }), async (req, res) => {
  res.status(201).json(await createContact(req.ctx, req.body));
});

contactsRoutes.put('/:id', accept({ body: contactUpdateSchema }), async (req, res) => {
  const id = contactParam(req.params.id);
  res.json(await updateContact(req.ctx, id, req.body));
});

contactsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteContact(req.ctx, contactParam(req.params.id));
  res.json({ message: 'Contact deleted' });
});
