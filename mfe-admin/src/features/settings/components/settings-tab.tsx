import { WELCOME_MESSAGE_KEYS, type SiteSetting } from '@zak/contract';
import { useT } from '../../../i18n';
import { QueryState } from '../../../lib/ui/query-state';
import { useSettings } from '../api/get-settings';
import { IaSwitch } from './ia-switch';
import { LegalTextsSection } from './legal-texts-section';
import { WelcomeMessageForm } from './welcome-message-form';
import { Card } from 'shared-ui';
import { Section, Heading } from '../../../lib/ui/layout';

function settingValue(settings: SiteSetting[], key: SiteSetting['key']) {
  return settings.find((setting) => setting.key === key)?.value;
}

export function SettingsTab() {
  const t = useT();
  const settings = useSettings();
  const list = settings.data ?? [];
  const enabled = settingValue(list, 'ia_enabled');
  return (
    <Section aria-labelledby="admin-settings-title">
      <Heading id="admin-settings-title">{t.settings.title}</Heading>
      <QueryState
        isPending={settings.isPending}
        isError={settings.isError && !settings.data}
        onRetry={() => void settings.refetch()}
      >
        {(['fr', 'en'] as const).map((lang) => {
          const welcome = settingValue(list, WELCOME_MESSAGE_KEYS[lang]);
          return (
            <Card $raised key={lang}>
              {/* Keyed by the saved text so the field shows it again after a refetch. */}
              <WelcomeMessageForm
                key={String(welcome ?? '')}
                lang={lang}
                label={t.settings.welcomeMessage[lang]}
                hint={t.settings.welcomeHelp[lang]}
                saved={typeof welcome === 'string' ? welcome : ''}
              />
            </Card>
          );
        })}
        <Card $raised>
          <IaSwitch enabled={enabled !== false} />
        </Card>
        <LegalTextsSection />
      </QueryState>
    </Section>
  );
}
