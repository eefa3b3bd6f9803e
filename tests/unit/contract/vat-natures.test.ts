import { describe, expect, it } from 'vitest';
import { VAT_NATURES } from '../../../contract/enums';
import {
  natureReference,
  RETIRED_VAT_NATURES,
  stampDutyApplies,
  VAT_NATURE_CATALOGUE,
} from '../../../contract/vat-natures';

const line = (vat_nature: string | null, taxable: string) => ({ vat_nature, taxable });

describe('the natura catalogue', () => {
  it('has a legal reference for every natura code of the product, and only those', () => {
    expect(Object.keys(VAT_NATURE_CATALOGUE).sort()).toEqual([...VAT_NATURES].sort());
    for (const nature of VAT_NATURES) expect(natureReference(nature)).toMatch(/\S/);
  });

  it('knows no reference for the retired generic codes nor for taxed lines', () => {
    for (const nature of RETIRED_VAT_NATURES) expect(natureReference(nature)).toBeNull();
    expect(natureReference(null)).toBeNull();
  });
});

describe('stampDutyApplies', () => {
  it('applies above 77.47 € of amounts outside VAT, not at 77.47', () => {
    expect(stampDutyApplies([line('N4', '77.48')])).toBe(true);
    expect(stampDutyApplies([line('N4', '77.47')])).toBe(false);
  });

  it('adds up the natura codes that count, and only those', () => {
    expect(stampDutyApplies([line('N1', '40.00'), line('N2.2', '40.00')])).toBe(true);
    expect(stampDutyApplies([line('N4', '40.00'), line('N3.1', '1000.00')])).toBe(false);
    expect(stampDutyApplies([line(null, '1000.00'), line('N6.3', '1000.00')])).toBe(false);
  });
});
