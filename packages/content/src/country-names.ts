import { comparisonKey } from './normalise';

/**
 * Countries by the names people and sources write: the 193 UN members, the two observer
 * states, Taiwan and Kosovo, with the common short and former names the library uses. No data
 * package with country names is in the tree, so the list lives here (it only decides whether
 * a topic is "a list of countries" for the content shares).
 */
const NAMES = `Afghanistan|Albania|Algeria|Andorra|Angola|Antigua and Barbuda|Argentina|Armenia|
Australia|Austria|Azerbaijan|Bahamas|The Bahamas|Bahrain|Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|
Bhutan|Bolivia|Bosnia and Herzegovina|Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|
Cabo Verde|Cape Verde|Cambodia|Cameroon|Canada|Central African Republic|Chad|Chile|China|
People's Republic of China|Colombia|Comoros|Congo|Republic of the Congo|Democratic Republic of the Congo|DR Congo|DRC|
Costa Rica|Côte d'Ivoire|Ivory Coast|Croatia|Cuba|Cyprus|Czechia|Czech Republic|Denmark|
Djibouti|Dominica|Dominican Republic|Ecuador|Egypt|El Salvador|Equatorial Guinea|Eritrea|
Estonia|Eswatini|Swaziland|Ethiopia|Fiji|Finland|France|Gabon|Gambia|The Gambia|Georgia|Germany|
Ghana|Greece|Grenada|Guatemala|Guinea|Guinea-Bissau|Guyana|Haiti|Honduras|Hungary|Iceland|
India|Indonesia|Iran|Iraq|Ireland|Republic of Ireland|Israel|Italy|Jamaica|Japan|Jordan|
Kazakhstan|Kenya|Kiribati|North Korea|South Korea|Korea|Kuwait|Kyrgyzstan|Laos|Latvia|
Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|Luxembourg|Madagascar|Malawi|
Malaysia|Maldives|Mali|Malta|Marshall Islands|Mauritania|Mauritius|Mexico|Micronesia|
Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Burma|Namibia|Nauru|Nepal|
Netherlands|The Netherlands|Holland|New Zealand|Nicaragua|Niger|Nigeria|North Macedonia|Norway|Oman|
Pakistan|Palau|Panama|Papua New Guinea|Paraguay|Peru|Philippines|Poland|Portugal|Qatar|
Romania|Russia|Russian Federation|Rwanda|Saint Kitts and Nevis|Saint Lucia|
Saint Vincent and the Grenadines|Samoa|San Marino|São Tomé and Príncipe|Saudi Arabia|
Senegal|Serbia|Seychelles|Sierra Leone|Singapore|Slovakia|Slovenia|Solomon Islands|
Somalia|South Africa|South Sudan|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|
Tajikistan|Tanzania|Thailand|Timor-Leste|East Timor|Togo|Tonga|Trinidad and Tobago|Tunisia|
Turkey|Türkiye|Turkmenistan|Tuvalu|Uganda|Ukraine|United Arab Emirates|UAE|United Kingdom|UK|
Great Britain|Britain|United States|United States of America|USA|US|America|Uruguay|Uzbekistan|
Vanuatu|Venezuela|Vietnam|Viet Nam|Yemen|Zambia|Zimbabwe|Vatican City|Holy See|Palestine|
Taiwan|Kosovo|Soviet Union|USSR|West Germany|East Germany`;

const COUNTRY_KEYS: ReadonlySet<string> = new Set(
  NAMES.split('|').map((name) => comparisonKey(name.trim())),
);

/** True when one of the names (an answer's text or aliases) is a country's. */
export function isCountryName(names: readonly string[]): boolean {
  return names.some((name) => COUNTRY_KEYS.has(comparisonKey(name)));
}
