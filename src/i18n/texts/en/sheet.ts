/**
 * The showtime sheet's own texts in English, the keys every language's sheet.ts has: in the sheet's
 * chunk (src/sheet/sheet-texts.ts), so a page whose viewers never open a sheet never loads them. The
 * sheet also says what the time buttons say (sales, features, highlights) through the widget's texts.
 */
export const texts = {
  close: 'Close',
  /** The headings of the sheet's facts. */
  when: 'When',
  cinema: 'Cinema',
  version: 'Version',
  room: 'Room',
  tickets: 'Tickets',
  /** {0} the end's time, stated by the platform. */
  ends: 'Ends {0}',
  /** {0} the end's time, estimated from the runtime. */
  endsAbout: 'Ends about {0}',
  /** An end on another date than the start (after midnight): {0} its weekday, {1} its time, stated by the platform. */
  endsOn: 'Ends {0} {1}',
  /** The same, estimated from the runtime. */
  endsAboutOn: 'Ends about {0} {1}',
  onSale: 'On sale',
  /** {0} when ticket sales close. */
  onSaleUntil: 'On sale until {0}',
  book: 'Book tickets',
  addToCalendar: 'Add to calendar',
  /** The product's name in each language. */
  googleCalendar: 'Google Calendar',
  outlook: 'Outlook',
  share: 'Share',
  copied: 'Text and link copied.',
  /** Where the clipboard refuses: the text and link follow, to copy by hand. */
  copyByHand: 'Copying is not allowed here. Select and copy:',
  directions: 'Directions',
};

/** The sheet's texts in one language; some still hold `{0}` ... to `fill`. */
export type SheetTexts = Record<keyof typeof texts, string>;
