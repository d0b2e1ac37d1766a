import {
  Button,
  VisuallyHidden,
  Table,
  TableWrapper,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  errorMessage,
  toast,
  useLanguage,
} from 'shared-ui';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Muted, SubHeading } from '../../../lib/ui/layout';
import { useJobs, useRetryJob } from '../api/jobs';
import { useJobsT } from '../jobs-texts';

/** The dashboard's scheduled jobs (issue #37): each queue's state, failed jobs with a retry. */
export function JobsCard() {
  const t = useJobsT();
  const { lang } = useLanguage();
  const jobs = useJobs();
  const retry = useRetryJob();
  const data = jobs.data;
  if (!data) return null;
  const name = (queue: string) => t.queues[queue] ?? queue;
  return (
    <section aria-labelledby="admin-jobs-title">
      <SubHeading id="admin-jobs-title">{t.title}</SubHeading>
      <Muted>{data.running ? t.intro : t.notRunning}</Muted>
      {data.queues.length > 0 ? (
        <TableWrapper label={t.title}>
          <Table aria-labelledby="admin-jobs-title">
            <THead>
              <Tr>
                <Th scope="col">{t.queue}</Th>
                <Th scope="col">{t.waiting}</Th>
                <Th scope="col">{t.active}</Th>
                <Th scope="col">{t.failed}</Th>
                <Th scope="col">{t.lag}</Th>
              </Tr>
            </THead>
            <TBody>
              {data.queues.map((q) => (
                <Tr key={q.queue}>
                  <Th scope="row">{name(q.queue)}</Th>
                  <Td>{formatNumber(q.waiting, lang)}</Td>
                  <Td>{formatNumber(q.active, lang)}</Td>
                  <Td>{formatNumber(q.failed, lang)}</Td>
                  <Td>{t.seconds(formatNumber(Math.round(q.lagSeconds), lang))}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableWrapper>
      ) : null}
      {data.running ? (
        <>
          <SubHeading as="h4" id="admin-failed-jobs-title">
            {t.failedTitle}
          </SubHeading>
          {data.failed.length === 0 ? (
            <Muted>{t.noFailed}</Muted>
          ) : (
            <TableWrapper label={t.failedTitle}>
              <Table aria-labelledby="admin-failed-jobs-title">
                <THead>
                  <Tr>
                    <Th scope="col">{t.queue}</Th>
                    <Th scope="col">{t.failedAt}</Th>
                    <Th scope="col">{t.error}</Th>
                    <Th scope="col">{t.retries}</Th>
                    <Th scope="col">
                      <VisuallyHidden>{t.retry}</VisuallyHidden>
                    </Th>
                  </Tr>
                </THead>
                <TBody>
                  {data.failed.map((job) => {
                    const when = formatDateTime(job.failedAt, lang);
                    return (
                      <Tr key={job.id}>
                        <Th scope="row">{name(job.queue)}</Th>
                        <Td>{when}</Td>
                        <Td>{job.error}</Td>
                        <Td>{formatNumber(job.retries + 1, lang)}</Td>
                        <Td>
                          <Button
                            type="button"
                            size="sm"
                            variant="secondary"
                            aria-label={t.retryLabel(name(job.queue), when)}
                            disabled={retry.isPending}
                            onClick={() =>
                              retry.mutate(job.id, {
                                onSuccess: (res) => toast.success(t.title, res.message),
                                onError: (err) =>
                                  toast.error(t.retryError, errorMessage(err, t.retryError)),
                              })
                            }
                          >
                            {t.retry}
                          </Button>
                        </Td>
                      </Tr>
                    );
                  })}
                </TBody>
              </Table>
            </TableWrapper>
          )}
        </>
      ) : null}
    </section>
  );
}
