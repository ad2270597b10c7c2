import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boolean, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { contractColumns } from './contract-columns.js';

// A table and an answer of their own, so that no change of a real contract touches this test.
const notes = pgTable('notes', { id: uuid('id'), text: varchar('text'), isPinned: boolean('is_pinned'), ownerId: uuid('owner_id') });
const Note = z.object({ noteID: z.string(), text: z.string(), isPinned: z.boolean() });

describe('contractColumns', () => {
  it('takes each contract field from its like-named column, the renamed ones from the map', () => {
    const columns = contractColumns(notes, Note.keyof().options, { noteID: notes.id });
    expect(columns).toEqual({ noteID: notes.id, text: notes.text, isPinned: notes.isPinned });
  });

  it('refuses a field that is neither a column nor renamed', () => {
    // The types refuse it too; this is the guard for a caller that bypassed them.
    const fields = ['text', 'dueDate'] as unknown as readonly 'text'[];
    expect(() => contractColumns(notes, fields, {})).toThrow('contract field dueDate has no column');
  });
});
