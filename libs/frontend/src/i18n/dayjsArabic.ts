import type dayjs from 'dayjs';

type DayjsLocale = Exclude<Parameters<typeof dayjs.locale>[0], string | undefined>;

const MONTHS = 'يناير_فبراير_مارس_أبريل_مايو_يونيو_يوليو_أغسطس_سبتمبر_أكتوبر_نوفمبر_ديسمبر'.split('_');
const plural = new Intl.PluralRules('ar');

/** Arabic counted nouns by plural category, e.g. 2 minutes -> "دقيقتين", 5 -> "5 دقائق", 11 -> "11 دقيقة". */
type Forms = { two: string; few: string; many: string; other: string };
const counted = (forms: Forms) => (n: number) => {
  const category = plural.select(n);
  const form = category === 'two' ? forms.two : category === 'few' ? forms.few : category === 'many' ? forms.many : forms.other;
  return form.replace('%d', String(n));
};

/**
 * dayjs's Arabic with Western digits (dayjs's own 'ar' rewrites digits as Arabic-Indic) and relative
 * times that follow Arabic plural rules. Registered as 'ar'; used per call (`dayjs(x).locale('ar')`).
 */
export const DAYJS_ARABIC = {
  name: 'ar',
  weekdays: 'الأحد_الإثنين_الثلاثاء_الأربعاء_الخميس_الجمعة_السبت'.split('_'),
  weekdaysShort: 'أحد_إثنين_ثلاثاء_أربعاء_خميس_جمعة_سبت'.split('_'),
  weekdaysMin: 'ح_ن_ث_ر_خ_ج_س'.split('_'),
  months: MONTHS,
  monthsShort: MONTHS,
  weekStart: 6,
  ordinal: (n: number) => String(n),
  meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م'),
  formats: { LT: 'h:mm A', LTS: 'h:mm:ss A', L: 'D/M/YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY h:mm A', LLLL: 'dddd D MMMM YYYY h:mm A' },
  relativeTime: {
    future: 'بعد %s',
    past: 'منذ %s',
    s: 'لحظات',
    m: 'دقيقة',
    mm: counted({ two: 'دقيقتين', few: '%d دقائق', many: '%d دقيقة', other: '%d دقيقة' }),
    h: 'ساعة',
    hh: counted({ two: 'ساعتين', few: '%d ساعات', many: '%d ساعة', other: '%d ساعة' }),
    d: 'يوم',
    dd: counted({ two: 'يومين', few: '%d أيام', many: '%d يومًا', other: '%d يوم' }),
    M: 'شهر',
    MM: counted({ two: 'شهرين', few: '%d أشهر', many: '%d شهرًا', other: '%d شهر' }),
    y: 'سنة',
    yy: counted({ two: 'سنتين', few: '%d سنوات', many: '%d سنة', other: '%d سنة' }),
  },
} as unknown as DayjsLocale;
