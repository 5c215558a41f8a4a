import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../src/server/csv';

describe('CSV cells', () => {
  it('leaves numbers bare so a spreadsheet sums them', () => {
    expect(csvRow([12, 'Tee', 1499])).toBe('12,Tee,1499\r\n');
  });
  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Rivet & Co, Pune')).toBe('"Rivet & Co, Pune"');
    expect(csvCell('The "Boxy" Tee')).toBe('"The ""Boxy"" Tee"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`).startsWith(`'${start}`) || csvCell(`${start}SUM(A1)`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });
  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
  });
});
