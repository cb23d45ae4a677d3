import { MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ComponentTooLargeError, IncompleteVersionError, SaveNotConfirmedError, StaleVersionError } from '../../src/domain/theme/theme-tabs';
import { themeSaveAnswer } from '../../src/handlers/theme/save-errors';
import { HttpError } from '../../src/http/http-error';

const answerTo = (error: unknown) => {
  try {
    themeSaveAnswer(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('themeSaveAnswer returned');
};

describe('the answer to a failed theme save', () => {
  it('is 409 only for a save another save overtook', () => {
    expect(answerTo(new StaleVersionError())).toMatchObject({ statusCode: 409, body: { error: 'Conflict', message: MESSAGES.api.conflict } });
  });

  it('is 503 (try again) for a flip DynamoDB would not confirm', () => {
    expect(answerTo(new SaveNotConfirmedError('x'))).toMatchObject({
      statusCode: 503,
      body: { error: 'ServiceUnavailable', message: 'Kayıt şu anda tamamlanamadı. Birkaç saniye sonra tekrar deneyin.' },
    });
  });

  it('names the component that is too large (400), and refuses a version missing components (404)', () => {
    expect(answerTo(new ComponentTooLargeError(3))).toMatchObject({ statusCode: 400, body: { field: 'components.3' } });
    expect(answerTo(new IncompleteVersionError())).toMatchObject({ statusCode: 404 });
  });

  it('passes anything else on unchanged (a 500 with nothing leaked)', () => {
    const unexpected = new Error('boom');
    expect(answerTo(unexpected)).toBe(unexpected);
    expect(answerTo(unexpected)).not.toBeInstanceOf(HttpError);
  });
});
