import { describe, expect, it } from '@jest/globals';
import {
  clampPage,
  listViewQuery,
  pageCountOf,
  parseListView,
  type ListView,
} from '@/lib/rules/lpr/list-view';

describe('clampPage (page field minimum 1, spec 1 §5)', () => {
  it.each<[unknown, number | undefined, number]>([
    ['3', undefined, 3],
    ['0', undefined, 1],
    ['-4', undefined, 1],
    ['', undefined, 1],
    ['abc', undefined, 1],
    ['2.7', undefined, 2],
    [5, undefined, 5],
    ['900', 12, 12],
    ['900', 0, 900],
  ])('%p (max %p) → %d', (value, max, expected) => {
    expect(clampPage(value, max)).toBe(expected);
  });
});

describe('parseListView / listViewQuery', () => {
  it.each<[string, ListView]>([
    ['', { page: 1, filter: null, q: null }],
    ['?page=3', { page: 3, filter: null, q: null }],
    ['?page=0', { page: 1, filter: null, q: null }],
    ['?member=m-1&page=2', { page: 2, filter: 'm-1', q: null }],
    ['?q=abc&page=4&member=m-1', { page: 1, filter: null, q: 'ABC' }],
    ['?q=%20%20', { page: 1, filter: null, q: null }],
  ])('%s', (query, view) => {
    expect(parseListView(new URLSearchParams(query), 'member')).toEqual(view);
  });

  it.each<[ListView, string]>([
    [{ page: 1, filter: null, q: null }, ''],
    [{ page: 2, filter: null, q: null }, '?page=2'],
    [{ page: 2, filter: 'l-1', q: null }, '?list=l-1&page=2'],
    [{ page: 5, filter: 'l-1', q: 'AB' }, '?q=AB'],
  ])('%j → %s', (view, query) => {
    expect(listViewQuery(view, 'list')).toBe(query);
  });

  it('round-trips', () => {
    const view: ListView = { page: 7, filter: 'abc', q: null };
    expect(parseListView(new URLSearchParams(listViewQuery(view, 'list')), 'list')).toEqual(view);
  });
});

describe('pageCountOf', () => {
  it.each<[number, number, number]>([
    [0, 100, 1],
    [1, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [25_000, 100, 250],
    [5, 0, 1],
  ])('%d rows of %d → %d pages', (count, size, pages) => {
    expect(pageCountOf(count, size)).toBe(pages);
  });
});
