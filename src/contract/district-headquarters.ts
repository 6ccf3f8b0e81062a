/**
 * Where each district's headquarters is (latitude, longitude, to two decimals): enough to tell
 * which district a visitor is nearest. Apart from places.ts so the listing's first view does not
 * carry it; "Near me" loads it on a tap, and no coordinate ever leaves the browser.
 */
export const DISTRICT_HEADQUARTERS: Record<string, readonly [number, number]> = {
  Bhojpur: [27.17, 87.05],
  Dhankuta: [26.98, 87.34],
  Ilam: [26.91, 87.93],
  Jhapa: [26.55, 88.09],
  Khotang: [27.21, 86.79],
  Morang: [26.45, 87.27],
  Okhaldhunga: [27.32, 86.5],
  Panchthar: [27.15, 87.76],
  Sankhuwasabha: [27.37, 87.21],
  Solukhumbu: [27.5, 86.58],
  Sunsari: [26.61, 87.15],
  Taplejung: [27.35, 87.67],
  Terhathum: [27.13, 87.5],
  Udayapur: [26.79, 86.7],
  Bara: [27.03, 85.0],
  Dhanusha: [26.73, 85.93],
  Mahottari: [26.65, 85.8],
  Parsa: [27.01, 84.88],
  Rautahat: [26.77, 85.28],
  Saptari: [26.54, 86.75],
  Sarlahi: [26.86, 85.56],
  Siraha: [26.65, 86.21],
  Bhaktapur: [27.67, 85.43],
  Chitwan: [27.68, 84.43],
  Dhading: [27.87, 84.92],
  Dolakha: [27.67, 86.05],
  Kathmandu: [27.71, 85.32],
  Kavrepalanchok: [27.62, 85.55],
  Lalitpur: [27.67, 85.32],
  Makwanpur: [27.43, 85.03],
  Nuwakot: [27.9, 85.16],
  Ramechhap: [27.4, 86.06],
  Rasuwa: [28.11, 85.3],
  Sindhuli: [27.21, 85.91],
  Sindhupalchok: [27.78, 85.72],
  Baglung: [28.27, 83.59],
  Gorkha: [28.0, 84.63],
  Kaski: [28.21, 83.99],
  Lamjung: [28.23, 84.38],
  Manang: [28.55, 84.24],
  Mustang: [28.78, 83.73],
  Myagdi: [28.35, 83.57],
  "Nawalparasi East": [27.64, 84.12],
  Parbat: [28.22, 83.69],
  Syangja: [28.09, 83.87],
  Tanahun: [27.98, 84.27],
  Arghakhanchi: [27.98, 83.13],
  Banke: [28.05, 81.62],
  Bardiya: [28.21, 81.34],
  Dang: [28.04, 82.49],
  Gulmi: [28.07, 83.25],
  Kapilvastu: [27.54, 83.06],
  "Nawalparasi West": [27.53, 83.67],
  Palpa: [27.87, 83.55],
  Pyuthan: [28.1, 82.86],
  Rolpa: [28.3, 82.64],
  "Rukum East": [28.6, 82.63],
  Rupandehi: [27.51, 83.45],
  Dailekh: [28.84, 81.71],
  Dolpa: [28.94, 82.91],
  Humla: [29.97, 81.83],
  Jajarkot: [28.7, 82.19],
  Jumla: [29.27, 82.18],
  Kalikot: [29.14, 81.6],
  Mugu: [29.55, 82.15],
  "Rukum West": [28.63, 82.48],
  Salyan: [28.38, 82.16],
  Surkhet: [28.6, 81.63],
  Achham: [29.14, 81.28],
  Baitadi: [29.52, 80.47],
  Bajhang: [29.55, 81.2],
  Bajura: [29.45, 81.47],
  Dadeldhura: [29.3, 80.58],
  Darchula: [29.85, 80.54],
  Doti: [29.26, 80.94],
  Kailali: [28.7, 80.59],
  Kanchanpur: [28.96, 80.18],
};

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): at Nepal's latitudes a flat sum would favour the east-west. */
export function distanceKm(
  [lat1, lon1]: readonly [number, number],
  [lat2, lon2]: readonly [number, number],
) {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The district whose headquarters is nearest to a point (anywhere: abroad gives the nearest too). */
export function nearestDistrict(latitude: number, longitude: number): string {
  let best = { name: "", km: Infinity };
  for (const [name, headquarters] of Object.entries(DISTRICT_HEADQUARTERS)) {
    const km = distanceKm([latitude, longitude], headquarters);
    if (km < best.km) best = { name, km };
  }
  return best.name;
}
