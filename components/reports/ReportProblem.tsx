import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';

/**
 * A report that cannot be shown: the failure text alone, no table or actions; with `back`, a link
 * back to the report log.
 */
export function ReportProblem({ text, back = false }: { text: string; back?: boolean }) {
  return (
    <>
      <PageHeader title="Report" />
      <Alert
        tone="error"
        actions={
          back ? (
            <LinkButton href="/reports" variant="secondary" size="sm">
              Back to reports
            </LinkButton>
          ) : undefined
        }
      >
        {text}
      </Alert>
    </>
  );
}
