import type { LocalizedText } from '../schema';

export interface StationSeed {
  code: string;
  name: LocalizedText;
  city: LocalizedText;
  address: LocalizedText;
  latitude: number;
  longitude: number;
  hours: '24h' | [opensAt: string, closesAt: string];
  products: string[];
}

const ALL = ['REGULAR_92', 'PREMIUM_95', 'SUPER_98', 'DIESEL', 'LPG', 'CNG'];
const LIQUID = ['REGULAR_92', 'PREMIUM_95', 'DIESEL'];

const YEREVAN = { am: 'Երևան', en: 'Yerevan', ru: 'Ереван' };

export const STATION_SEED: StationSeed[] = [
  {
    code: 'YVN-KOMITAS',
    name: { am: 'Կոմիտաս', en: 'Komitas', ru: 'Комитас' },
    city: YEREVAN,
    address: { am: 'Կոմիտասի պող. 54', en: '54 Komitas Ave', ru: 'просп. Комитаса, 54' },
    latitude: 40.2063,
    longitude: 44.5146,
    hours: '24h',
    products: ALL,
  },
  {
    code: 'YVN-TIGRAN-METS',
    name: { am: 'Տիգրան Մեծ', en: 'Tigran Mets', ru: 'Тигран Мец' },
    city: YEREVAN,
    address: { am: 'Տիգրան Մեծի պող. 67', en: '67 Tigran Mets Ave', ru: 'просп. Тиграна Меца, 67' },
    latitude: 40.1702,
    longitude: 44.5225,
    hours: '24h',
    products: ['REGULAR_92', 'PREMIUM_95', 'SUPER_98', 'DIESEL'],
  },
  {
    code: 'YVN-ARSHAKUNYATS',
    name: { am: 'Արշակունյաց', en: 'Arshakunyats', ru: 'Аршакуняц' },
    city: YEREVAN,
    address: {
      am: 'Արշակունյաց պող. 31',
      en: '31 Arshakunyats Ave',
      ru: 'просп. Аршакуняц, 31',
    },
    latitude: 40.1604,
    longitude: 44.4958,
    hours: ['07:00', '23:00'],
    products: ['REGULAR_92', 'PREMIUM_95', 'DIESEL', 'LPG', 'CNG'],
  },
  {
    code: 'YVN-BABAJANYAN',
    name: { am: 'Բաբաջանյան', en: 'Babajanyan', ru: 'Бабаджанян' },
    city: YEREVAN,
    address: { am: 'Բաբաջանյան փ. 20', en: '20 Babajanyan St', ru: 'ул. Бабаджаняна, 20' },
    latitude: 40.1968,
    longitude: 44.4861,
    hours: ['06:00', '23:30'],
    products: ALL,
  },
  {
    code: 'GYUMRI-TIGRAN-METS',
    name: { am: 'Գյումրի', en: 'Gyumri', ru: 'Гюмри' },
    city: { am: 'Գյումրի', en: 'Gyumri', ru: 'Гюмри' },
    address: {
      am: 'Տիգրան Մեծի պող. 12',
      en: '12 Tigran Mets Ave',
      ru: 'просп. Тиграна Меца, 12',
    },
    latitude: 40.7894,
    longitude: 43.8475,
    hours: '24h',
    products: ALL,
  },
  {
    code: 'VANADZOR-TIGRAN-METS',
    name: { am: 'Վանաձոր', en: 'Vanadzor', ru: 'Ванадзор' },
    city: { am: 'Վանաձոր', en: 'Vanadzor', ru: 'Ванадзор' },
    address: {
      am: 'Տիգրան Մեծի պող. 45',
      en: '45 Tigran Mets Ave',
      ru: 'просп. Тиграна Меца, 45',
    },
    latitude: 40.8128,
    longitude: 44.4883,
    hours: ['07:00', '22:00'],
    products: ['REGULAR_92', 'PREMIUM_95', 'DIESEL', 'CNG'],
  },
  {
    code: 'DILIJAN-MYASNIKYAN',
    name: { am: 'Դիլիջան', en: 'Dilijan', ru: 'Дилижан' },
    city: { am: 'Դիլիջան', en: 'Dilijan', ru: 'Дилижан' },
    address: { am: 'Մյասնիկյան փ. 2', en: '2 Myasnikyan St', ru: 'ул. Мясникяна, 2' },
    latitude: 40.7417,
    longitude: 44.8636,
    hours: ['08:00', '22:00'],
    products: LIQUID,
  },
  {
    code: 'SEVAN-HIGHWAY',
    name: { am: 'Սևան', en: 'Sevan', ru: 'Севан' },
    city: { am: 'Սևան', en: 'Sevan', ru: 'Севан' },
    address: {
      am: 'Երևան-Սևան մայրուղի, 61-րդ կմ',
      en: 'Yerevan–Sevan highway, km 61',
      ru: 'трасса Ереван–Севан, 61-й км',
    },
    latitude: 40.5473,
    longitude: 44.9406,
    hours: '24h',
    products: ['REGULAR_92', 'PREMIUM_95', 'DIESEL', 'LPG'],
  },
  {
    code: 'VAGHARSHAPAT-MASHTOTS',
    name: { am: 'Վաղարշապատ', en: 'Vagharshapat', ru: 'Вагаршапат' },
    city: { am: 'Վաղարշապատ', en: 'Vagharshapat', ru: 'Вагаршапат' },
    address: { am: 'Մաշտոցի փ. 18', en: '18 Mashtots St', ru: 'ул. Маштоца, 18' },
    latitude: 40.1619,
    longitude: 44.2906,
    hours: ['07:00', '23:00'],
    products: ['REGULAR_92', 'PREMIUM_95', 'DIESEL', 'CNG'],
  },
  {
    code: 'ABOVYAN-KOTAYK',
    name: { am: 'Աբովյան', en: 'Abovyan', ru: 'Абовян' },
    city: { am: 'Աբովյան', en: 'Abovyan', ru: 'Абовян' },
    address: { am: 'Հանրապետության փ. 7', en: '7 Hanrapetutyan St', ru: 'ул. Анрапетутян, 7' },
    latitude: 40.2739,
    longitude: 44.6256,
    hours: '24h',
    products: ALL,
  },
  {
    code: 'GORIS-SYUNIK',
    name: { am: 'Գորիս', en: 'Goris', ru: 'Горис' },
    city: { am: 'Գորիս', en: 'Goris', ru: 'Горис' },
    address: { am: 'Սյունիքի փ. 3', en: '3 Syunik St', ru: 'ул. Сюник, 3' },
    latitude: 39.5111,
    longitude: 46.3386,
    hours: ['08:00', '21:00'],
    products: LIQUID,
  },
];
