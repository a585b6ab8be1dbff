/** The zod side of `Minor`, apart from minor.ts so the web's money display does not pull zod in. */
import { z } from 'zod';
import { isMinor, type Minor } from './minor.js';

/** An integer amount of minor units in a JSON body or answer; parses to `Minor`. */
export function minorSchema(error = 'errors.invalid_amount') {
  // The meta keeps the OpenAPI document saying "integer" (a custom check alone has no JSON Schema).
  return z
    .custom<Minor>(isMinor, { error })
    .meta({ type: 'integer', description: 'Integer minor units (1/100 of the major unit)' });
}
