/** Column types shared by the table types (schema.ts and its parts). */
import type { ColumnType } from 'kysely';

// Optional on insert already (columns with a database default); Generated<> around a ColumnType would
// not unwrap to Date on select, so defaulted timestamps use this type as is.
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** BIGINT comes back as a string from both drivers; ids travel as strings. */
export type BigId = ColumnType<string, string | number | bigint | undefined, string>;
/** Amounts in minor units (BIGINT): a string on select, a number or string on write. */
export type Minor = ColumnType<string, string | number, string | number>;
export type MinorDefault = ColumnType<string, string | number | undefined, string | number>;
