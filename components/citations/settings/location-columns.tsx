import { Button } from '@/components/ui/Button';
import type { TableColumn } from '@/components/ui/Table';
import type { CitationLocation } from '@/lib/contract/citations';

/** The ticket locations table's columns: the name, and Delete (which asks first). */
export function locationColumns(
  onDelete: (location: CitationLocation) => void,
): TableColumn<CitationLocation>[] {
  return [
    {
      id: 'name',
      header: 'Location',
      cell: (l) => <span className="text-gray-900">{l.name}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (l) => (
        <Button size="sm" variant="secondary" onClick={() => onDelete(l)}>
          Delete<span className="sr-only"> {l.name}</span>
        </Button>
      ),
    },
  ];
}
