/**
 * The most cinemas one proxy program names (docs/proxy.md, "The program"). Cinema mode reads a list
 * per cinema, and partner mode names them all in one platform URL: 50 keeps one program's platform
 * requests within a few rounds of the proxy's upstream slots and a small share of a client's
 * budget, and the URL far below the lengths servers refuse (about 700 ids failed). The proxy
 * refuses more (400); the widget asks a longer `cinema-ids` as several programs.
 */
export const MAX_PROGRAM_CINEMAS = 50;
