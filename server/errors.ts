/** An error with an HTTP status, answered as `{message, errors?}` by the errors plugin. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/** The 409 of a save over a newer version: says both versions and what to do. */
export const staleVersion = (what: string, current: number, edited: number) =>
  conflict(
    `The ${what} was changed by someone else (version ${current}, you edited version ${edited}): reload it and apply your changes again`,
  );
