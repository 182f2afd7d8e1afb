import type { ContactInput, ContactSubmission } from '../../../contract/schemas';
import { tableName } from './client';
import { contentRepo } from './content-repo';
import { counterItem } from './counters';
import { newId, nowIso, transact } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { SEARCHED_BY, searchTextOf } from './pages';
import type { ProviderNotice } from './settings-repo';

const FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;

// Contact messages come from visitors and are never edited; update is unused.
const base = contentRepo<ContactInput, ContactSubmission>({
  what: 'Contact message',
  key: keys.contact,
  gsi: keys.contactGsi,
  partition: keys.contactsPartition,
  fields: FIELDS,
  searchFields: SEARCHED_BY.contacts,
  counter: 'contacts',
});

export const contactsRepo = {
  ...base,

  /**
   * A visitor's message and, unless the provider reads the daily summary, the
   * provider's notice (a reply goes to the visitor), in one transaction: the
   * notice exists exactly when the message does.
   */
  async submit(input: ContactInput, notify: ProviderNotice): Promise<ContactSubmission> {
    const id = newId();
    const createdAt = nowIso();
    const notice = notify.digest
      ? null
      : outboxRepo.queue({ kind: 'contact-notification', to: [notify.to], replyTo: [input.email], refs: { contactId: id } });
    const fields = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
    const item = {
      ...keys.contact(id),
      ...keys.contactGsi(createdAt, id),
      id,
      createdAt,
      ...fields,
      searchText: searchTextOf('contacts', input),
      ...(notice ? { mail: { id: notice.id, status: 'queued' } } : {}),
    };
    const failed = await transact([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...(notice ? [notice.put] : []),
      counterItem('contacts', 1),
    ]);
    if (failed) throw new Error(`contact message id ${id} or its mail id is taken`);
    // Not read back: the contact route may write messages but never read one (least privilege, contract/routes.ts).
    return { id, createdAt, ...fields, ...(notice ? { mail: { id: notice.id, status: 'queued' } } : {}) } as ContactSubmission;
  },
};
