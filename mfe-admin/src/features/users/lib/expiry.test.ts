import fc from 'fast-check';
import { dayFromExpiry, expiryFromDay } from './expiry';

describe('AI access expiry', () => {
  it('is the end of the chosen local day', () => {
    const iso = expiryFromDay('2027-01-31');
    expect(iso).not.toBeNull();
    const end = new Date(iso as string);
    expect([
      end.getFullYear(),
      end.getMonth(),
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
    ]).toEqual([2027, 0, 31, 23, 59]);
  });

  it('means no expiry when the field is cleared or not a date', () => {
    expect(expiryFromDay('')).toBeNull();
    expect(expiryFromDay('31/01/2027')).toBeNull();
    expect(dayFromExpiry(null)).toBe('');
  });

  it('shows back the day that was picked', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
          return dayFromExpiry(expiryFromDay(day)) === day;
        },
      ),
    );
  });
});
