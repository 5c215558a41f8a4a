/** A toast's description: the server's msg, or `fallback` when the msg only repeats the title. */
export const describe = (msg: string | undefined, title: string, fallback: string) => (msg && msg !== title ? msg : fallback);
