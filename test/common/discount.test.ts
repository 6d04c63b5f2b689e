import { discountAmount, findDiscountCode, normalizeDiscountCode } from '../../common/discount';

describe('discount codes', () => {
  it('knows NEWSLETTER20: 20% off the stays, first order, confirmed subscribers', () => {
    expect(findDiscountCode('NEWSLETTER20')).toEqual({ code: 'NEWSLETTER20', percent: 20, firstOrderOnly: true, newsletterSubscribersOnly: true });
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(normalizeDiscountCode('  newsletter20 ')).toBe('NEWSLETTER20');
    expect(findDiscountCode(' Newsletter20')?.code).toBe('NEWSLETTER20');
    expect(findDiscountCode('NEWSLETTER 20')).toBeNull();
    expect(findDiscountCode('')).toBeNull();
  });

  it('rounds the discount to the nearest minor unit', () => {
    expect(discountAmount(700000, 20)).toBe(140000);
    expect(discountAmount(333, 20)).toBe(67);
    expect(discountAmount(1000, 0)).toBe(0);
  });
});
