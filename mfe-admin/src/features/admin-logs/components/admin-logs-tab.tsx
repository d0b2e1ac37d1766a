import { useState } from 'react';
import { useT } from '../../../i18n';
import { QueryState } from '../../../lib/ui/query-state';
import { useAdminLogs } from '../api/get-admin-logs';
import { AdminLogsTable } from './admin-logs-table';
import { Pagination } from 'shared-ui';
import { Section, Heading, BusyRegion } from '../../../lib/ui/layout';

export function AdminLogsTab() {
  const t = useT();
  const [page, setPage] = useState(1);
  const logs = useAdminLogs(page);
  return (
    <Section aria-labelledby="admin-logs-title">
      <Heading id="admin-logs-title">{t.adminLogs.title}</Heading>
      <QueryState
        isPending={logs.isPending}
        isError={logs.isError && !logs.data}
        onRetry={() => void logs.refetch()}
      >
        {logs.data && (
          <>
            <BusyRegion aria-busy={logs.isPlaceholderData}>
              <AdminLogsTable logs={logs.data.logs} />
            </BusyRegion>
            <Pagination
              align="start"
              page={page}
              totalPages={logs.data.totalPages}
              onPageChange={setPage}
              label={t.adminLogs.tableCaption}
            />
          </>
        )}
      </QueryState>
    </Section>
  );
}
