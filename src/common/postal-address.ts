/** A cinema's address as one line, "Street 1, 10115 Berlin": the parts it has, in the order a letter has them. */
export function postalAddress({
  street,
  postalCode,
  city,
}: {
  street?: string;
  postalCode?: string;
  city?: string;
}): string {
  return [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
