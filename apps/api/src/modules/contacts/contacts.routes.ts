import { Router } from 'express';
import { idParam, validate } from '../../http/validate.js';
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

contactsRoutes.get('/', async (req, res) => {
  const query = await validate(contactListSchema, req.query);
  res.json(await listContacts(req.ctx, query));
});

contactsRoutes.get('/list', async (req, res) => {
  const { companyId } = await validate(contactOptionsSchema, req.query);
  res.json(await listContactOptions(contactsCompanyContext(req.ctx, companyId)));
});

contactsRoutes.post('/import', async (req, res) => {
  res.json(await importContacts(req.ctx));
});

contactsRoutes.get('/:id', async (req, res) => {
  res.json(await showContact(req.ctx, contactParam(req.params.id)));
});

contactsRoutes.post('/', async (req, res) => {
  const input = await validate(contactCreateSchema, req.body);
  res.status(201).json(await createContact(req.ctx, input));
});

contactsRoutes.put('/:id', async (req, res) => {
  const id = contactParam(req.params.id);
  const input = await validate(contactUpdateSchema, req.body);
  res.json(await updateContact(req.ctx, id, input));
});

contactsRoutes.delete('/:id', async (req, res) => {
  await deleteContact(req.ctx, contactParam(req.params.id));
  res.json({ message: 'Contact deleted' });
});
