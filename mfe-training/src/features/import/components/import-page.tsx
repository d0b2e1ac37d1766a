// /entrainement/import: a Strong or Hevy CSV export, previewed (what would be stored, what is
// skipped and why) then imported on confirmation. Each step says where it is; the API's messages
// (no CSV, missing columns, too big, too many imports) are shown as they come.
import type { TrainingImportFormat, TrainingImportReport } from '@zak/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, errorMessage, ProgressBar, Select, TextField } from 'shared-ui';
import { useT } from '../../../i18n';
import { Figures, StackedForm } from '../../../lib/figures';
import { useLinks } from '../../../lib/links';
import {
  browserTimeZone,
  guessFormat,
  IMPORT_MAX_BYTES,
  importFile,
  ImportStreamError,
  readText,
  type ImportProgress,
  type ImportRequest,
} from '../api/import-file';

const Wide = styled.div`
  overflow-wrap: anywhere;
`;

const percentOf = (part: number, total: number) => Math.round((part / total) * 100);

type Step = 'idle' | 'reading' | 'previewing' | 'preview' | 'importing' | 'done';

/** The import's one bar: its share done and its name in each phase, and the line under it. */
function importBar(p: ImportProgress, t: ReturnType<typeof useT>['import']) {
  switch (p.phase) {
    case 'reading': {
      const value = percentOf(p.bytes, p.total);
      return { value, label: t.readingLabel, text: t.readRows(p.rows, value) };
    }
    case 'checking':
      return {
        value: percentOf(p.rows, p.total),
        label: t.checkingLabel,
        text: t.checkRows(p.rows, p.total),
      };
    case 'matching':
      return {
        value: percentOf(p.done, p.total),
        label: t.matchingLabel,
        text: t.matchExercises(p.done, p.total),
      };
    case 'storing':
      return {
        value: percentOf(p.done, p.total),
        label: t.storingLabel,
        text: t.storing(p.done, p.total),
      };
  }
}

function Report({ report }: { report: TrainingImportReport }) {
  const t = useT().import;
  return (
    <Wide>
      <Figures>
        <dt>{t.sessionsInFile}</dt>
        <dd>{report.sessions.inFile}</dd>
        <dt>{report.dryRun ? t.sessionsToImport : t.sessionsImported}</dt>
        <dd>{report.sessions.imported}</dd>
        <dt>{t.alreadyImported}</dt>
        <dd>{report.sessions.alreadyImported}</dd>
        <dt>{report.dryRun ? t.setsToImport : t.setsImported}</dt>
        <dd>{`${report.sets.imported} / ${report.sets.inFile}`}</dd>
        <dt>{t.matched}</dt>
        <dd>{report.exercises.matched}</dd>
        <dt>{t.existingCustom}</dt>
        <dd>{report.exercises.existingCustom}</dd>
        <dt>{report.dryRun ? t.toCreate : t.created}</dt>
        <dd>{report.exercises.createdCustom}</dd>
      </Figures>
      {report.exercises.createdNames.length > 0 ? (
        <>
          <p>{t.createdNames}</p>
          <ul>
            {report.exercises.createdNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {report.skipped.total > 0 ? (
        <>
          <p>{t.skipped(report.skipped.total)}</p>
          <ul>
            {report.skipped.lines.map((l) => (
              <li key={l.line}>{t.skippedLine(l.line, t.skipReasons[l.reason] ?? l.reason)}</li>
            ))}
          </ul>
          {report.skipped.total > report.skipped.lines.length ? (
            <p>{t.skippedMore(report.skipped.total - report.skipped.lines.length)}</p>
          ) : null}
        </>
      ) : (
        <p>{t.nothingSkipped}</p>
      )}
    </Wide>
  );
}

export function ImportPage() {
  const all = useT();
  const t = all.import;
  const links = useLinks();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<TrainingImportFormat>('strong');
  const [unit, setUnit] = useState<'kg' | 'lb' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [unitError, setUnitError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [request, setRequest] = useState<ImportRequest | null>(null);
  const [report, setReport] = useState<TrainingImportReport | null>(null);
  // Where the import is (its events): the server reading the file, checking its rows, matching
  // its exercise names, then storing its sessions; null until the server has read the file's
  // header.
  const [stored, setStored] = useState<ImportProgress | null>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const timeZone = browserTimeZone();
  const busy = step === 'reading' || step === 'previewing' || step === 'importing';

  // The preview's or the import's heading takes the focus when it appears.
  useEffect(() => {
    if (step === 'preview' || step === 'done') result.current?.focus();
  }, [step]);

  const reset = () => {
    setReport(null);
    setRequest(null);
    setFailure(null);
    setStep('idle');
  };

  const pick = async (picked: File | null) => {
    reset();
    setFileError(null);
    setFile(picked);
    if (!picked) return;
    // The format is read from the file's header; the member can still change it.
    const head = await readText(picked.slice(0, 2000)).catch(() => '');
    setFormat(guessFormat(head));
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const noFile = !file ? t.fileRequired : null;
    const tooBig = file && file.size > IMPORT_MAX_BYTES ? t.fileTooBig : null;
    const noUnit = format === 'strong' && !unit ? t.unitRequired : null;
    setFileError(noFile ?? tooBig);
    setUnitError(noUnit);
    if (!file || noFile || tooBig || noUnit) return;
    try {
      setStep('reading');
      const text = await readText(file);
      const next: ImportRequest = { format, unit, timeZone, text };
      setStep('previewing');
      setReport(await importFile(next, true));
      setRequest(next);
      setStep('preview');
    } catch (error) {
      setFailure(errorMessage(error, t.failed));
      setStep('idle');
    }
  };

  const confirm = async () => {
    if (!request) return;
    setFailure(null);
    try {
      setStored(null);
      setStep('importing');
      setReport(await importFile(request, false, setStored));
      setStep('done');
    } catch (error) {
      // The server's own words when it stopped mid-way (nothing was stored then).
      setFailure(
        error instanceof ImportStreamError && error.message
          ? error.message
          : errorMessage(error, t.failed),
      );
      setStep('preview');
    }
  };

  const bar = step === 'importing' && stored ? importBar(stored, t) : null;
  const progress =
    step === 'reading'
      ? t.reading
      : step === 'previewing'
        ? t.previewing
        : step === 'importing'
          ? (bar?.text ?? t.importing)
          : null;

  return (
    <>
      <h2>{t.title}</h2>
      <p>{t.intro}</p>
      <StackedForm onSubmit={(e) => void preview(e)} noValidate aria-label={t.title}>
        <TextField
          type="file"
          accept=".csv,text/csv"
          label={t.file}
          hint={t.fileHint}
          error={fileError}
          disabled={busy}
          onChange={(e) => void pick(e.currentTarget.files?.[0] ?? null)}
        />
        <Select
          label={t.format}
          value={format}
          disabled={busy}
          options={[
            { value: 'strong', label: 'Strong' },
            { value: 'hevy', label: 'Hevy' },
          ]}
          onChange={(e) => {
            reset();
            setFormat(e.currentTarget.value as TrainingImportFormat);
          }}
        />
        {format === 'strong' ? (
          <fieldset aria-describedby={unitError ? 'training-import-unit-error' : undefined}>
            <legend>{t.unit}</legend>
            {(['kg', 'lb'] as const).map((u) => (
              <label key={u}>
                <input
                  type="radio"
                  name="training-import-unit"
                  value={u}
                  checked={unit === u}
                  disabled={busy}
                  onChange={() => {
                    reset();
                    setUnit(u);
                    setUnitError(null);
                  }}
                />{' '}
                {u === 'kg' ? t.kg : t.lb}
              </label>
            ))}
            {unitError ? (
              <p id="training-import-unit-error" role="alert">
                {unitError}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p>{t.hevyUnit}</p>
        )}
        <p>{t.timeZone(timeZone)}</p>
        <div>
          <Button type="submit" disabled={busy}>
            {t.preview}
          </Button>
        </div>
      </StackedForm>
      <div role="status">
        {bar && stored && stored.total > 0 ? (
          <>
            {/* One bar: the file's bytes read, its rows checked, its exercise names matched, then
                the sessions stored. */}
            <ProgressBar value={bar.value} label={bar.label} />
            <p>{progress}</p>
          </>
        ) : progress ? (
          <p>
            <progress aria-label={progress} /> {progress}
          </p>
        ) : null}
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      {report && (step === 'preview' || step === 'importing') ? (
        <Card as="section" aria-labelledby="training-import-preview">
          <h3 id="training-import-preview" ref={result} tabIndex={-1}>
            {t.previewTitle}
          </h3>
          <Report report={report} />
          {report.sessions.imported > 0 ? (
            <Button onClick={() => void confirm()} disabled={busy}>
              {t.confirm(report.sessions.imported)}
            </Button>
          ) : (
            <p>{t.nothingNew}</p>
          )}
        </Card>
      ) : null}
      {report && step === 'done' ? (
        <Card as="section" aria-labelledby="training-import-done">
          <h3 id="training-import-done" ref={result} tabIndex={-1}>
            {t.done(report.sessions.imported, report.sets.imported)}
          </h3>
          <Report report={report} />
          <Link to={links.home}>{all.backHome}</Link>
        </Card>
      ) : null}
    </>
  );
}
