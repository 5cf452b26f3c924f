// Lists every external link of the docs with where it appears. Tests never fetch them; check them by hand.
import { checkLinks } from '../tests/content/site.mjs';

const byUrl = new Map();
for (const { href, at } of checkLinks().external) byUrl.set(href, [...(byUrl.get(href) ?? []), at]);
for (const [href, places] of [...byUrl].sort()) console.log(`${href}\n  ${places.join('\n  ')}`);
console.log(`${byUrl.size} external URLs`);
