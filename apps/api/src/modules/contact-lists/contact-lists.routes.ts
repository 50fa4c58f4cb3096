import { Router } from 'express';
import { mediaUploadSchema } from '../../http/input-rules.js';
import { accept, idParam } from '../../http/validate.js';
import { requireCampaignArea } from '../campaigns/campaign-area.js';
import { addTagContacts } from './add-tag-contacts.js';
import { importContactList } from './import-contact-list.js';
import { listContactListItems } from './list-contact-list-items.js';
import { listContactListOptions, listContactLists } from './list-contact-lists.js';
import { createContactListItem, deleteContactListItem, updateContactListItem } from './manage-contact-list-items.js';
import { createContactList, deleteContactList, updateContactList } from './manage-contact-lists.js';
import { loadContactListDto, loadContactListItemDto } from './contact-lists.queries.js';
import {
  contactListItemCreateSchema,
  contactListItemListSchema,
  contactListItemUpdateSchema,
  contactListListSchema,
  contactListOptionsSchema,
  contactListSchema,
  contactListTagSchema,
} from './contact-lists.schemas.js';
import { receiveSpreadsheet } from './contact-lists.upload.js';
import { exampleSpreadsheet } from './read-contact-spreadsheet.js';

/** /contact-lists (§7 'Campaigns and lists'): a company's lists, their import and the example spreadsheet. */
export const contactListsRoutes = Router();
contactListsRoutes.use(requireCampaignArea);

contactListsRoutes.get('/', accept({ query: contactListListSchema }), async (req, res) => {
  res.json(await listContactLists(req.ctx, req.query));
});

contactListsRoutes.get('/list', accept({ query: contactListOptionsSchema }), async (req, res) => {
  res.json(await listContactListOptions(req.ctx));
});

contactListsRoutes.get('/example-spreadsheet', accept({}), (_req, res) => {
  res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').attachment('exemplo-lista-de-contatos.xlsx').send(exampleSpreadsheet());
});

contactListsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await loadContactListDto(req.ctx, idParam(req.params.id)));
});

contactListsRoutes.post('/', accept({ body: contactListSchema }), async (req, res) => {
  res.status(201).json(await createContactList(req.ctx, req.body));
});

contactListsRoutes.put('/:id', accept({ body: contactListSchema }), async (req, res) => {
  res.json(await updateContactList(req.ctx, idParam(req.params.id), req.body));
});

contactListsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteContactList(req.ctx, idParam(req.params.id));
  res.json({ message: 'Contact list deleted' });
});

contactListsRoutes.post('/:id/upload', receiveSpreadsheet, accept({ body: mediaUploadSchema }), async (req, res) => {
  res.json(await importContactList(req.ctx, idParam(req.params.id), (req.file as Express.Multer.File).buffer));
});

contactListsRoutes.post('/:id/tag', accept({ body: contactListTagSchema }), async (req, res) => {
  res.json(await addTagContacts(req.ctx, idParam(req.params.id), req.body.tagId));
});

/** /contact-list-items (§7): the numbers of one list. */
export const contactListItemsRoutes = Router();
contactListItemsRoutes.use(requireCampaignArea);

contactListItemsRoutes.get('/', accept({ query: contactListItemListSchema }), async (req, res) => {
  res.json(await listContactListItems(req.ctx, req.query));
});

contactListItemsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await loadContactListItemDto(req.ctx, idParam(req.params.id)));
});

contactListItemsRoutes.post('/', accept({ body: contactListItemCreateSchema }), async (req, res) => {
  res.status(201).json(await createContactListItem(req.ctx, req.body));
});

contactListItemsRoutes.put('/:id', accept({ body: contactListItemUpdateSchema }), async (req, res) => {
  res.json(await updateContactListItem(req.ctx, idParam(req.params.id), req.body));
});

contactListItemsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteContactListItem(req.ctx, idParam(req.params.id));
  res.json({ message: 'Contact deleted' });
});
