import { describe, expect, it } from 'vitest';
import { guardianLinkBody } from './guardian-fields';

describe('guardianLinkBody', () => {
  it('sends an existing guardian by id only, with the relationship', () => {
    expect(guardianLinkBody({ mode: 'existing', guardianId: 'g-1', firstName: 'left over', relationshipType: 0, isPrimary: true })).toEqual({
      guardianId: 'g-1',
      relationshipType: 0,
      isPrimary: true,
    });
  });

  it('sends a new guardian with trimmed names and drops empty optional fields', () => {
    expect(
      guardianLinkBody({
        mode: 'new',
        lastName: ' ចាន់ ',
        firstName: 'សុភា',
        lastNameEn: 'Chan',
        firstNameEn: ' Sophea',
        gender: 1,
        mobilePhone: ' ',
        relationshipType: 1,
      }),
    ).toEqual({
      relationshipType: 1,
      isPrimary: false,
      guardian: { lastName: 'ចាន់', firstName: 'សុភា', lastNameEn: 'Chan', firstNameEn: 'Sophea', gender: 1, mobilePhone: undefined, occupation: undefined },
    });
  });
});
