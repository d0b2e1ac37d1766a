import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/query-state';
import { useExportIaLogs } from '../api/export-ia-logs';
import { NO_IA_LOGS_FILTERS, useIaLogs, type IaLogsFilters } from '../api/get-ia-logs';
import { IaLogsFiltersForm } from './ia-logs-filters';
import { IaLogsTable } from './ia-logs-table';
import { Button, Pagination, useDebouncedValue } from 'shared-ui';
import { Section, Heading, BusyRegion } from '../../../lib/ui/layout';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** A range is usable when either end is open or the start is not after the end. */
export function isValidRange({ from, to }: IaLogsFilters): boolean {
  return !from || !to || from <= to;
}

export function IaLogsTab() {
  const t = useT();
  const [draft, setDraft] = useState<IaLogsFilters>(NO_IA_LOGS_FILTERS);
  const typedName = draft.username.trim();
  const username = useDebouncedValue(typedName, undefined, '');
  const rangeValid = isValidRange(draft);
  // An inverted range is reported and not sent; the list keeps the last valid filters.
  const [applied, setApplied] = useState<IaLogsFilters>(NO_IA_LOGS_FILTERS);
  const wanted: IaLogsFilters = { username, from: draft.from, to: draft.to };
  if (rangeValid && JSON.stringify(wanted) !== JSON.stringify(applied)) setApplied(wanted);

  const filtersKey = JSON.stringify(applied);
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filtersKey, page: next });
  const logs = useIaLogs(applied, page);
  const exportLogs = useExportIaLogs();
  const totalPages = logs.data?.totalPages ?? 1;

  // The filters whose rows are on screen. Until the typed name applies and the new filters' own
  // rows arrive, the rows and page count shown are the old filters': a page chosen from them would
  // be lost when the name applies, or point past the new list's end (an empty page 2 of 1).
  const [shownKey, setShownKey] = useState(filtersKey);
  if (logs.data && !logs.isPlaceholderData && shownKey !== filtersKey) setShownKey(filtersKey);
  const replacing = typedName !== username || shownKey !== filtersKey;

  // Messages deleted with their user can shrink the list under the current page.
  if (logs.data && !logs.isPlaceholderData && page > Math.max(1, totalPages)) {
    setPage(Math.max(1, totalPages));
  }

  function exportCsv() {
    exportLogs.mutate(applied, {
      onSuccess: () => notifySuccess(t.common.success, t.toasts.logsExported),
      onError: () => notifyError(t.common.error, t.toasts.logsExportFailed),
    });
  }

  return (
    <Section aria-labelledby="admin-ia-logs-title">
      <Top>
        <Heading id="admin-ia-logs-title">{t.iaLogs.title}</Heading>
        <Button
          variant="secondary"
          size="sm"
          type="button"
          onClick={exportCsv}
          disabled={exportLogs.isPending}
        >
          {exportLogs.isPending ? t.common.exporting : t.common.exportCsv}
        </Button>
      </Top>
      <IaLogsFiltersForm
        value={draft}
        rangeValid={rangeValid}
        onChange={setDraft}
        onReset={() => setDraft(NO_IA_LOGS_FILTERS)}
      />
      <QueryState
        isPending={logs.isPending}
        isError={logs.isError && !logs.data}
        onRetry={() => void logs.refetch()}
      >
        {logs.data && (
          <>
            <BusyRegion aria-busy={logs.isPlaceholderData || replacing}>
              <IaLogsTable logs={logs.data.logs} />
            </BusyRegion>
            <Pagination
              align="start"
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label={t.iaLogs.tableCaption}
              disabled={replacing}
            />
          </>
        )}
      </QueryState>
    </Section>
  );
}
