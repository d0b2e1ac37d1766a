import { Button, TextField } from 'shared-ui';
import { useT } from '../../../i18n';
import { ErrorText, Toolbar } from '../../../lib/ui/layout';
import type { IaLogsFilters } from '../api/get-ia-logs';

interface IaLogsFiltersFormProps {
  value: IaLogsFilters;
  rangeValid: boolean;
  onChange: (value: IaLogsFilters) => void;
  onReset: () => void;
}

export function IaLogsFiltersForm({
  value,
  rangeValid,
  onChange,
  onReset,
}: IaLogsFiltersFormProps) {
  const t = useT();
  return (
    <div>
      <Toolbar role="search" aria-label={t.iaLogs.filters}>
        <TextField
          label={t.iaLogs.filterUser}
          id="admin-ia-logs-user"
          maxLength={50}
          type="search"
          value={value.username}
          onChange={(event) => onChange({ ...value, username: event.target.value })}
        />
        <TextField
          label={t.iaLogs.filterFrom}
          id="admin-ia-logs-from"
          type="date"
          value={value.from}
          aria-invalid={!rangeValid}
          aria-describedby={rangeValid ? undefined : 'admin-ia-logs-range-error'}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
        <TextField
          label={t.iaLogs.filterTo}
          id="admin-ia-logs-to"
          type="date"
          value={value.to}
          aria-invalid={!rangeValid}
          aria-describedby={rangeValid ? undefined : 'admin-ia-logs-range-error'}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
        <Button variant="secondary" size="sm" type="button" onClick={onReset}>
          {t.iaLogs.reset}
        </Button>
      </Toolbar>
      {!rangeValid && (
        <ErrorText id="admin-ia-logs-range-error" role="alert">
          {t.iaLogs.invalidRange}
        </ErrorText>
      )}
    </div>
  );
}
