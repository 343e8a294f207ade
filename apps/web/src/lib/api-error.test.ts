import { describe, expect, it } from 'vitest';
import { ApiError, errorText, versioned } from './api-error';

describe('API errors', () => {
  it('marks a 409 to an update as stale, and leaves a 409 to a create (a duplicate) alone', async () => {
    const conflict = () => Promise.reject(new ApiError({ status: 409, messageKm: 'ក', messageEn: 'x' }));
    await expect(versioned(true, conflict)).rejects.toMatchObject({ stale: true });
    await expect(versioned(false, conflict)).rejects.toMatchObject({ stale: false });
  });

  it('shows the server message in the current language, falling back to the other one', () => {
    const t = (key: string) => key;
    const both = new ApiError({ status: 400, messageKm: 'ខុស', messageEn: 'Wrong' });
    expect(errorText(both, 'km', t)).toBe('ខុស');
    expect(errorText(both, 'en', t)).toBe('Wrong');
    expect(errorText(new ApiError({ status: 400, messageKm: 'ខុស' }), 'en', t)).toBe('ខុស');
    expect(errorText(new ApiError({ status: 401, code: 'sessionExpired' }), 'en', t)).toBe('errors:sessionExpired');
    expect(errorText(new Error('boom'), 'km', t)).toBe('errors:generic');
  });
});
