// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { heldQuery } from '../test/held-query';
import {
  applyRowChange,
  applyRowChangeToArray,
  applyToCachedArray,
  applyToPagedLists,
  flattenPages,
  pagedQueryOptions,
  removeRow,
  textMatches,
  upsertRow,
  type ListRule,
  type PagedData,
} from './paged-list';

interface Row {
  id: number;
  name: string;
  extra?: string;
}

const row = (id: number, name: string, extra?: string): Row => ({ id, name, ...(extra ? { extra } : {}) });
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name) || a.id - b.id;
const rule: ListRule<Row> = { matches: (r, search) => textMatches(search, r.name), compare: byName };

function pages(...list: Array<{ rows: Row[]; hasMore: boolean; count?: number }>): PagedData<Row> {
  return { pages: list, pageParams: list.map((_, index) => index + 1) };
}

const names = (data: PagedData<Row>) => data.pages.map((page) => page.rows.map((r) => r.name));

describe('paged lists', () => {
  it('flattens the pages, showing a row shifted onto the next page by a live insert once', () => {
    const data = pages({ rows: [row(1, 'Ana'), row(2, 'Bia')], hasMore: true }, { rows: [row(2, 'Bia'), row(3, 'Caio')], hasMore: false });
    expect(flattenPages(data).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('replaces a listed row where it is, keeping fields the live payload leaves out', () => {
    const data = pages({ rows: [row(1, 'Ana', 'kept'), row(2, 'Bia')], hasMore: false });
    const next = upsertRow(data, row(1, 'Ana Lima'), true, byName);
    expect(next.pages[0].rows[0]).toEqual({ id: 1, name: 'Ana Lima', extra: 'kept' });
    expect(next.pages[0].rows).toHaveLength(2);
  });

  it('inserts a new row in the order of the loaded pages, counting it', () => {
    const data = pages({ rows: [row(1, 'Ana'), row(2, 'Caio')], hasMore: true, count: 4 }, { rows: [row(3, 'Davi'), row(4, 'Eva')], hasMore: false, count: 4 });
    expect(names(upsertRow(data, row(9, 'Bia'), true, byName))).toEqual([
      ['Ana', 'Bia', 'Caio'],
      ['Davi', 'Eva'],
    ]);
    expect(upsertRow(data, row(9, 'Bia'), true, byName).pages[0].count).toBe(5);
    expect(names(upsertRow(data, row(9, 'Zeca'), true, byName))).toEqual([
      ['Ana', 'Caio'],
      ['Davi', 'Eva', 'Zeca'],
    ]);
  });

  it('leaves a new row that sorts after the loaded ones to the page that will bring it', () => {
    const data = pages({ rows: [row(1, 'Ana'), row(2, 'Caio')], hasMore: true });
    expect(upsertRow(data, row(9, 'Zeca'), true, byName)).toBe(data);
  });

  it('puts a new row on top when the list has no order of its own (newest first)', () => {
    const data = pages({ rows: [row(1, 'Ana')], hasMore: false });
    expect(names(upsertRow(data, row(2, 'Zeca'), true))).toEqual([['Zeca', 'Ana']]);
  });

  it("adds a missing row only when it is new and the list's search shows it", () => {
    const data = pages({ rows: [row(1, 'Ana')], hasMore: false });
    expect(names(applyRowChange(data, { type: 'upsert', row: row(2, 'Bia'), isNew: true }, rule, 'bi'))).toEqual([['Ana', 'Bia']]);
    expect(names(applyRowChange(data, { type: 'upsert', row: row(2, 'Bia'), isNew: true }, rule, 'zz'))).toEqual([['Ana']]);
    expect(names(applyRowChange(data, { type: 'upsert', row: row(2, 'Bia'), isNew: false }, rule, ''))).toEqual([['Ana']]);
    expect(names(applyRowChange(data, { type: 'remove', id: 1 }, rule, ''))).toEqual([[]]);
    expect(names(removeRow(data, 7))).toEqual([['Ana']]);
  });

  it('applies a change to whole-array lists in their order', () => {
    const list = [row(1, 'Ana'), row(2, 'Caio')];
    expect(applyRowChangeToArray(list, { type: 'upsert', row: row(2, 'Aaron'), isNew: false }, byName).map((r) => r.name)).toEqual(['Aaron', 'Ana']);
    expect(applyRowChangeToArray(list, { type: 'upsert', row: row(3, 'Bia'), isNew: true }, byName).map((r) => r.name)).toEqual(['Ana', 'Bia', 'Caio']);
    expect(applyRowChangeToArray(list, { type: 'upsert', row: row(3, 'Bia'), isNew: false }, byName)).toBe(list);
    expect(applyRowChangeToArray(list, { type: 'remove', id: 1 }).map((r) => r.id)).toEqual([2]);
  });

  it('updates every cached list of a resource, each by its own search', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', ''], pages({ rows: [row(1, 'Ana')], hasMore: false }));
    client.setQueryData(['things', 'list', 'bi'], pages({ rows: [], hasMore: false }));
    client.setQueryData(['things', 'list', 'zz'], pages({ rows: [], hasMore: false }));
    applyToPagedLists(client, ['things', 'list'], { type: 'upsert', row: row(2, 'Bia'), isNew: true }, rule);
    const read = (search: string) => names(client.getQueryData<PagedData<Row>>(['things', 'list', search])!);
    expect(read('')).toEqual([['Ana', 'Bia']]);
    expect(read('bi')).toEqual([['Bia']]);
    expect(read('zz')).toEqual([[]]);
  });

  describe('a fetch under way when a change lands', () => {
    /**
     * The API as a list fetch meets it: the rows are read when the request arrives, the answer leaves when the test
     * says (a read that started before a save committed and answers after it), or fails.
     */
    function slowServer(initial: Row[]) {
      const state = { rows: initial, requests: 0, held: [] as Array<(fail?: boolean) => void> };
      const fetchPage = () => {
        state.requests += 1;
        const read = state.rows.map((r) => ({ ...r }));
        return new Promise<{ rows: Row[]; hasMore: boolean }>((resolve, reject) =>
          state.held.push((fail) => (fail ? reject(new Error('503')) : resolve({ rows: read, hasMore: false }))),
        );
      };
      const answerAll = async (fail = false) => {
        while (state.held.length) state.held.shift()!(fail);
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      return { state, fetchPage, answerAll };
    }

    /** A list searched by `search`, watched as a screen does, over a slow server; `save` renames row 1 as a save does. */
    function listOverSlowServer(search: string) {
      const client = new QueryClient();
      const server = slowServer([row(1, 'Ana')]);
      const observer = new InfiniteQueryObserver(client, { ...pagedQueryOptions(['things', 'list', search], server.fetchPage), retry: false });
      const unsubscribe = observer.subscribe(() => undefined);
      const save = (name: string) => {
        server.state.rows = [row(1, name)];
        applyToPagedLists(client, ['things', 'list'], { type: 'upsert', row: row(1, name), isNew: false }, rule);
      };
      const rows = () => flattenPages(observer.getCurrentResult().data).map((r) => r.name);
      return { client, server, save, rows, unsubscribe };
    }

    it("a list's first fetch (a search typed just before the save) shows the change, without asking again", async () => {
      const list = listOverSlowServer('a');
      const { server } = list;
      expect(server.state.held).toHaveLength(1);
      list.save('Anabela');
      await server.answerAll();
      expect(list.rows()).toEqual(['Anabela']);
      expect(server.state.requests).toBe(1);
      list.unsubscribe();
    });

    it('a list being read again keeps the change when the older rows arrive', async () => {
      const list = listOverSlowServer('');
      const { client, server } = list;
      await server.answerAll();
      void client.refetchQueries({ queryKey: ['things', 'list'] });
      list.save('Anabela');
      list.save('Anabela Souza');
      expect(list.rows()).toEqual(['Anabela Souza']);
      await server.answerAll();
      expect(list.rows()).toEqual(['Anabela Souza']);
      expect(server.state.requests).toBe(2);
      list.unsubscribe();
    });

    it("a picker's array loading when a row is added gets it", async () => {
      const client = new QueryClient();
      const picker = heldQuery(client, ['things', 'options'], [row(1, 'Ana')]);
      applyToCachedArray(client, ['things', 'options'], { type: 'upsert', row: row(2, 'Bia'), isNew: true }, byName);
      await picker.land();
      expect(picker.data()?.map((r) => r.name)).toEqual(['Ana', 'Bia']);
      picker.unsubscribe();
    });

    it('a change kept for a fetch that failed is not applied to a later answer, which has the rows after it', async () => {
      const list = listOverSlowServer('');
      const { client, server } = list;
      list.save('Anabela');
      await server.answerAll(true);
      server.state.rows = [row(1, 'Ana Maria')];
      void client.refetchQueries({ queryKey: ['things', 'list'] });
      await server.answerAll();
      expect(list.rows()).toEqual(['Ana Maria']);
      list.unsubscribe();
    });

    it('an idle list takes the change alone, without asking again', async () => {
      const list = listOverSlowServer('');
      const { server } = list;
      await server.answerAll();
      list.save('Anabela');
      expect(list.rows()).toEqual(['Anabela']);
      expect(server.state.requests).toBe(1);
      list.unsubscribe();
    });
  });
});
