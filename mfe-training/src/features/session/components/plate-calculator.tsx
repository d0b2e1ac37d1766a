// Plates per side for a barbell load, in the member's units, with their bar and plates (editable,
// kept on this device). Says when the load cannot be made and which loads can.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { TextField, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { loadBar } from '../../../lib/plates';
import { formatNumber, useLoadFormat } from '../../../lib/units';
import { readPlateSettings, savePlateSettings } from '../lib/plate-settings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;
const Answer = styled.p`
  font-size: 1.25rem;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const parseNumber = (text: string) => {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

/** `initial` is the load to make, already in the member's units. */
export function PlateCalculator({ initial }: { initial: number | null }) {
  const t = useT();
  const { lang } = useLanguage();
  const { units, unit } = useLoadFormat();
  const answerId = useId();
  const [settings, setSettings] = useState(() => readPlateSettings(units));
  const [target, setTarget] = useState(initial === null ? '' : String(initial));
  const [plates, setPlates] = useState(settings.plates.join(' '));
  const number = (n: number) => formatNumber(n, lang);

  const save = (next: { bar?: number; plates?: number[] }) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    savePlateSettings(units, merged);
  };
  const wanted = parseNumber(target);
  const answer = wanted === null ? null : loadBar(wanted, settings.bar, settings.plates);
  const side = (perSide: number[]) =>
    perSide.length ? perSide.map(number).join(' + ') : t.plates.barOnly;

  return (
    <div>
      <Grid>
        <TextField
          label={t.plates.target(unit)}
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-describedby={answerId}
        />
        <TextField
          label={t.plates.bar(unit)}
          inputMode="decimal"
          defaultValue={String(settings.bar)}
          onBlur={(e) => {
            const bar = parseNumber(e.target.value);
            if (bar !== null) save({ bar });
          }}
        />
      </Grid>
      <TextField
        label={t.plates.available(unit)}
        hint={t.plates.availableHint}
        value={plates}
        onChange={(e) => setPlates(e.target.value)}
        onBlur={() =>
          save({
            plates: plates
              .split(/[\s;]+/)
              .map(parseNumber)
              .filter((p): p is number => p !== null && p > 0),
          })
        }
      />
      <div id={answerId} aria-live="polite">
        {answer ? (
          <>
            <Answer>{t.plates.perSide(side(answer.nearest.perSide))}</Answer>
            {answer.exact ? null : (
              <p role="note">
                {t.plates.notExact(
                  `${number(wanted ?? 0)} ${unit}`,
                  `${number(answer.nearest.total)} ${unit}`,
                )}
                {answer.below && answer.above
                  ? ` ${t.plates.either(`${number(answer.below.total)} ${unit}`, `${number(answer.above.total)} ${unit}`)}`
                  : ''}
              </p>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
