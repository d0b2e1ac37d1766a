import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJobs } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { JobsCard } from './jobs-card';

const jobs: AdminJobs = {
  running: true,
  queues: [
    { queue: 'reminders-tick', waiting: 0, active: 0, failed: 0, completed: 60, lagSeconds: 0 },
    { queue: 'reminder-mail', waiting: 2, active: 1, failed: 1, completed: 8, lagSeconds: 12.4 },
    { queue: 'coaching-refresh', waiting: 0, active: 0, failed: 0, completed: 3, lagSeconds: 0 },
    { queue: 'coaching-topics', waiting: 0, active: 0, failed: 0, completed: 5, lagSeconds: 0 },
  ],
  failed: [
    {
      id: '5f0c3c38-8d9e-4a8e-9a57-6b1f4f1f2a11',
      queue: 'reminder-mail',
      error: 'SMTP down',
      retries: 5,
      failedAt: '2026-11-27T08:00:00.000Z',
    },
  ],
};

describe('the dashboard’s scheduled jobs', () => {
  it('shows each queue and the failed jobs; retry queues the job again and reads the list again', async () => {
    let list = jobs;
    const { calls } = installFakeApi({
      'GET /api/admin/jobs': () => ({ body: list }),
      'POST /api/admin/jobs/:id/retry': () => {
        list = { ...jobs, failed: [] };
        return { body: { message: 'Le job est relancé' } };
      },
    });
    const user = userEvent.setup();
    renderAdmin(<JobsCard />);
    const queues = await screen.findByRole('table', { name: 'Tâches planifiées' });
    const mail = within(queues).getByRole('row', { name: /Mails de rappel/ });
    expect(
      within(mail)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1', '12 s']);
    expect(
      within(queues).getByRole('row', { name: /Suivi : chiffres du jour \(minuit UTC\)/ }),
    ).toBeInTheDocument();
    expect(
      within(queues).getByRole('row', {
        name: /Suivi : sujets des anciens messages \(chaque heure\)/,
      }),
    ).toBeInTheDocument();
    const failed = screen.getByRole('table', { name: 'Tâches en échec' });
    expect(within(failed).getByText('SMTP down')).toBeInTheDocument();
    expect(within(failed).getByText('6')).toBeInTheDocument();
    await user.click(
      within(failed).getByRole('button', { name: /Relancer la tâche Mails de rappel en échec le/ }),
    );
    expect(
      calls.some(
        (c) => c.method === 'POST' && c.pathname === `/api/admin/jobs/${jobs.failed[0]!.id}/retry`,
      ),
    ).toBe(true);
    expect(await screen.findByText('Aucune tâche en échec.')).toBeInTheDocument();
  });

  it('names every queue in English', async () => {
    installFakeApi({ 'GET /api/admin/jobs': () => ({ body: jobs }) });
    renderAdmin(<JobsCard />, { lang: 'en' });
    const queues = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(
      within(queues)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Reminders due (every minute)',
      'Reminder mails',
      'Coaching desk: the day’s figures (midnight UTC)',
      'Coaching desk: older messages’ topics (hourly)',
    ]);
  });

  it('says when this server runs no jobs', async () => {
    installFakeApi({
      'GET /api/admin/jobs': () => ({ body: { running: false, queues: [], failed: [] } }),
    });
    renderAdmin(<JobsCard />, { lang: 'en' });
    expect(
      await screen.findByText('This server runs no jobs (JOBS=off): another replica does.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
