import { Switch } from 'shared-ui';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SubHeading } from '../../../lib/ui/layout';
import { useUpdateSetting } from '../api/update-setting';

/** The site-wide AI switch, saved as soon as it is flipped. */
export function IaSwitch({ enabled }: { enabled: boolean }) {
  const t = useT();
  const update = useUpdateSetting();
  const shown =
    update.isPending && update.variables?.key === 'ia_enabled' ? update.variables.value : enabled;

  function change(value: boolean) {
    update.mutate(
      { key: 'ia_enabled', value },
      {
        onSuccess: () => notifySuccess(t.common.success, t.toasts.settingUpdated),
        onError: () => notifyError(t.common.error, t.toasts.settingFailed),
      },
    );
  }

  return (
    <div>
      <SubHeading id="admin-ia-switch">{t.settings.iaSwitch}</SubHeading>
      <Switch
        checked={Boolean(shown)}
        label={t.settings.iaSwitch}
        text={shown ? t.settings.iaEnabled : t.settings.iaDisabled}
        tone="success"
        disabled={update.isPending}
        onChange={change}
      />
    </div>
  );
}
