import { DEFAULT_PLATES, loadBar } from './plates';

const kg = [...DEFAULT_PLATES.metric];
const lb = [...DEFAULT_PLATES.imperial];

test('100 kg on a 20 kg bar is 25 + 15 a side', () => {
  expect(loadBar(100, 20, kg)).toEqual({
    exact: true,
    nearest: { total: 100, perSide: [25, 15] },
    below: null,
    above: null,
  });
});

test('the fractional 1.25 plates make 62.5 kg exactly', () => {
  expect(loadBar(62.5, 20, kg).nearest.perSide).toEqual([20, 1.25]);
});

test('225 lb on a 45 lb bar is two 45s a side', () => {
  const answer = loadBar(225, 45, lb);
  expect(answer.exact).toBe(true);
  expect(answer.nearest.perSide).toEqual([45, 45]);
});

test('a load that cannot be made gives the nearest, and the ones under and over', () => {
  const answer = loadBar(101, 20, kg);
  expect(answer.exact).toBe(false);
  expect(answer.below?.total).toBe(100);
  expect(answer.above?.total).toBe(102.5);
  expect(answer.nearest.total).toBe(100);
  expect(loadBar(102, 20, kg).nearest.total).toBe(102.5);
});

test('plates greedy would miss are found: 20 a side from 15s and 10s', () => {
  expect(loadBar(60, 20, [15, 10]).nearest).toEqual({ total: 60, perSide: [10, 10] });
});

test('the bar alone is exact with no plates; under the bar the bar is the nearest', () => {
  expect(loadBar(20, 20, kg)).toMatchObject({ exact: true, nearest: { total: 20, perSide: [] } });
  expect(loadBar(15, 20, kg)).toMatchObject({
    exact: false,
    nearest: { total: 20, perSide: [] },
    below: null,
  });
});

test('with no plates at all only the bar can be loaded', () => {
  expect(loadBar(60, 20, [])).toMatchObject({ exact: false, nearest: { total: 20 }, above: null });
});
