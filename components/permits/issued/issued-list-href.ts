/** Where the issued permits list lives for a page and a search (page 0 and no search: bare). */
export function issuedListHref(page: number, search?: string | null): string {
  const query = new URLSearchParams();
  if (page > 0) query.set('page', String(page));
  if (search) query.set('search', search);
  const text = query.toString();
  return text ? `/permits/issued?${text}` : '/permits/issued';
}
