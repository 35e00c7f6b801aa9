// The demo content's texts in each region's language: hero slides (standard and decor club), news, tutorial videos,
// resource links and shop teasers. db/seed/content.ts builds the items from them; keys are the same everywhere.
import type { LanguageCode } from '@club/contract/regions';

/** [title, excerpt] */
type Pair = [string, string];
export interface NewsText {
  title: string;
  excerpt: string;
  paragraphs: string[];
}
export interface ContentTexts {
  hero: Pair;
  heroDecor: Pair;
  /** Six articles: flashing (with a checklist), winter, training, fair, solar, season. */
  news: [NewsText, NewsText, NewsText, NewsText, NewsText, NewsText];
  /** The first article's checklist: a subheading and three points. */
  checklist: [string, string, string, string];
  /** Captions of the gallery pictures: dusk roof, slate roof, roller blind. */
  gallery: [string, string, string];
  /** How to collect points (the rewards page's how-to), measuring, flashing, blinds. */
  videos: [Pair, Pair, Pair, Pair];
  /** [title, excerpt, link label]: installation manuals, product catalogue, technical support, rewards rules. */
  resources: [[string, string, string], [string, string, string], [string, string, string], [string, string, string]];
  /** [title, excerpt, link label]: vouchers, tools. */
  teasers: [[string, string, string], [string, string, string]];
}

type Lang = Exclude<LanguageCode, 'en'>;

export const contentTexts: Record<Lang, ContentTexts> = {
  pl: {
    hero: ['Zbieraj punkty za każde okno', 'Rejestruj montaże, skanuj kody z etykiet i wymieniaj punkty na nagrody w sklepie Klubu.'],
    heroDecor: ['Dekoracje, które się opłacają', 'Montujesz rolety i markizy? Każdy zeskanowany produkt to punkty w Klubie Dekoracji.'],
    news: [
      {
        title: 'Nowy kołnierz do pokryć z dachówki już dostępny',
        excerpt: 'Kołnierz z fabrycznie uformowanym fartuchem skraca montaż o kilkanaście minut i lepiej odprowadza wodę.',
        paragraphs: [
          'Nowy kołnierz ma fartuch z plisowanego aluminium, który dopasowuje się do profilu dachówki bez docinania. Uszczelka z pianki zamkniętokomórkowej chroni przed nawiewaniem śniegu.',
          'Za każdy zeskanowany kołnierz nowej generacji otrzymasz punkty bazowe jak za okno dachowe do końca kwartału.',
        ],
      },
      {
        title: 'Montaż zimą: jak uniknąć skraplania pary',
        excerpt: 'Kilka zasad, dzięki którym okno zamontowane w mrozie nie będzie zaparowywać przez całą zimę.',
        paragraphs: [
          'Najczęstszą przyczyną skraplania jest przerwana paroizolacja wokół ościeżnicy. Kołnierz paroizolacyjny zakładaj zawsze przed wykończeniem wnęki.',
          'Przypomnij klientowi o wietrzeniu: nawiewnik w pozycji otwartej wymienia powietrze bez wychładzania pomieszczenia.',
        ],
      },
      {
        title: 'Wiosenne szkolenia dla monterów',
        excerpt: 'Zapraszamy na jednodniowe szkolenia praktyczne w centrach szkoleniowych w Warszawie, Poznaniu i Krakowie.',
        paragraphs: [
          'Na szkoleniu zamontujesz okno w modelu dachu, poznasz nowe kołnierze i systemy sterowania. Uczestnicy otrzymują certyfikat i 50 punktów premii.',
          'Liczba miejsc jest ograniczona, a zapisy prowadzi doradca techniczny w Twoim regionie.',
        ],
      },
      {
        title: 'Spotkajmy się na targach budowlanych',
        excerpt: 'Na naszym stoisku pokażemy nowości sezonu i przeprowadzimy pokazy montażu na żywo.',
        paragraphs: [
          'Przez cztery dni targów nasi doradcy odpowiedzą na pytania o montaż w trudnych pokryciach. Członkowie Klubu otrzymają na stoisku upominek.',
          'Pokaż kod QR z karty członkowskiej, a zeskanujemy go i dopiszemy Ci punkty za wizytę.',
        ],
      },
      {
        title: 'Okna solarne: co powiedzieć klientowi',
        excerpt: 'Okno z napędem solarnym nie wymaga przewodów, więc montaż jest tak prosty jak w przypadku okna ręcznego.',
        paragraphs: [
          'Panel w górnej części okna ładuje akumulator także w pochmurne dni. Czujnik deszczu zamyka okno automatycznie, gdy zaczyna padać.',
          'Dotacje na termomodernizację obejmują także wymianę okien dachowych, co warto podkreślić w rozmowie z klientem.',
        ],
      },
      {
        title: 'Sezon Klubu 2027: progi zaczynają się od nowa',
        excerpt: '1 stycznia liczniki zeskanowanych produktów wracają do zera, a Ty możesz znów awansować na wyższy poziom.',
        paragraphs: [
          'Poziom, który osiągniesz w tym roku, obowiązuje do końca grudnia. Premia za każdy produkt zależy od progu, w którym jest firma.',
          'Punkty zdobyte w tym roku wygasają dopiero z końcem przyszłego roku, więc nie musisz wydawać ich w pośpiechu.',
        ],
      },
    ],
    checklist: [
      'Przed montażem sprawdź',
      'Spadek dachu mieści się w zakresie od 15° do 90°.',
      'Kołnierz pasuje do rodzaju pokrycia.',
      'Łaty nad i pod oknem są wypoziomowane.',
    ],
    gallery: ['Okno dachowe o zachodzie słońca', 'Okna w dachu krytym łupkiem', 'Roleta wewnętrzna w oknie dachowym'],
    videos: [
      ['Jak zbierać punkty w Klubie', 'W trzy minuty pokazujemy, jak zarejestrować projekt, zeskanować produkty i odebrać punkty.'],
      ['Jak zmierzyć otwór pod okno dachowe', 'Pomiar między krokwiami i dobór rozmiaru okna krok po kroku.'],
      ['Montaż kołnierza krok po kroku', 'Jak ułożyć fartuch i uszczelki, żeby woda nie miała szans.'],
      ['Montaż rolety wewnętrznej', 'Prowadnice, uchwyty i regulacja naciągu w pięć minut.'],
    ],
    resources: [
      ['Instrukcje montażu', 'Instrukcje PDF do wszystkich okien, kołnierzy i akcesoriów.', 'Otwórz instrukcje'],
      ['Katalog produktów', 'Aktualna oferta z wymiarami i danymi technicznymi.', 'Przeglądaj katalog'],
      ['Wsparcie techniczne', 'Doradca techniczny odpowie na pytania o montaż w Twoim regionie.', 'Napisz do nas'],
      ['Zasady nagród', 'Punkty bazowe, progi i premie w jednym miejscu.', 'Zobacz zasady'],
    ],
    teasers: [
      ['Bony na paliwo i zakupy', 'Wymień punkty na bony: kod dostaniesz od razu po złożeniu zamówienia.', 'Wybierz bon'],
      ['Narzędzia dla dekarza', 'Wkrętarki, poziomice laserowe i torby narzędziowe za punkty.', 'Do sklepu'],
    ],
  },
  cs: {
    hero: ['Sbírejte body za každé okno', 'Registrujte montáže, skenujte kódy ze štítků a měňte body za odměny v obchodě Klubu.'],
    heroDecor: ['Dekorace, které se vyplatí', 'Montujete rolety a markýzy? Každý naskenovaný výrobek jsou body v Klubu dekorací.'],
    news: [
      {
        title: 'Nové lemování pro taškové krytiny je v prodeji',
        excerpt: 'Lemování s tvarovanou zástěrou zkracuje montáž o několik minut a lépe odvádí vodu.',
        paragraphs: [
          'Zástěra z řaseného hliníku se přizpůsobí profilu tašky bez stříhání. Těsnění z uzavřené pěny chrání před zafoukáním sněhu.',
          'Za každé naskenované lemování nové generace získáte do konce čtvrtletí základní body jako za střešní okno.',
        ],
      },
      {
        title: 'Montáž v zimě: jak zabránit kondenzaci',
        excerpt: 'Několik pravidel, aby okno osazené v mrazu nemlžilo celou zimu.',
        paragraphs: [
          'Nejčastější příčinou kondenzace je přerušená parozábrana kolem rámu. Parotěsnou manžetu nasaďte vždy před dokončením špalety.',
          'Připomeňte zákazníkovi větrání: otevřená větrací klapka vymění vzduch bez ochlazení místnosti.',
        ],
      },
      {
        title: 'Jarní školení pro montážníky',
        excerpt: 'Zveme vás na jednodenní praktická školení v Praze, Brně a Ostravě.',
        paragraphs: [
          'Na školení osadíte okno do modelu střechy a seznámíte se s novými lemováními a ovládáním. Účastníci dostanou certifikát a 50 bonusových bodů.',
          'Počet míst je omezený, přihlášky přijímá technický poradce ve vašem regionu.',
        ],
      },
      {
        title: 'Potkejme se na stavebním veletrhu',
        excerpt: 'Na našem stánku představíme novinky sezóny a předvedeme montáž naživo.',
        paragraphs: [
          'Během čtyř dnů veletrhu vám poradci odpovědí na otázky k montáži do náročných krytin. Členové Klubu dostanou na stánku dárek.',
          'Ukažte QR kód z členské karty a připíšeme vám body za návštěvu.',
        ],
      },
      {
        title: 'Solární okna: co říct zákazníkovi',
        excerpt: 'Okno se solárním pohonem nepotřebuje kabely, takže montáž je stejně jednoduchá jako u ručního okna.',
        paragraphs: [
          'Panel v horní části okna nabíjí baterii i za oblačného počasí. Dešťový senzor okno automaticky zavře, když začne pršet.',
          'Dotace na zateplení se vztahují i na výměnu střešních oken, což stojí za zmínku v rozhovoru se zákazníkem.',
        ],
      },
      {
        title: 'Sezóna Klubu 2027: úrovně začínají znovu',
        excerpt: '1. ledna se počítadla naskenovaných výrobků vynulují a můžete znovu postoupit výš.',
        paragraphs: [
          'Úroveň, kterou letos dosáhnete, platí do konce prosince. Bonus za každý výrobek závisí na úrovni vaší firmy.',
          'Body získané letos vyprší až na konci příštího roku, takže je nemusíte utrácet ve spěchu.',
        ],
      },
    ],
    checklist: [
      'Před montáží zkontrolujte',
      'Sklon střechy je v rozmezí 15° až 90°.',
      'Lemování odpovídá typu krytiny.',
      'Latě nad oknem a pod ním jsou vyrovnané.',
    ],
    gallery: ['Střešní okno při západu slunce', 'Okna ve střeše s břidlicí', 'Vnitřní roleta ve střešním okně'],
    videos: [
      ['Jak sbírat body v Klubu', 'Za tři minuty ukážeme, jak zaregistrovat projekt, naskenovat výrobky a získat body.'],
      ['Jak změřit otvor pro střešní okno', 'Měření mezi krokvemi a výběr velikosti okna krok za krokem.'],
      ['Montáž lemování krok za krokem', 'Jak položit zástěru a těsnění, aby voda neměla šanci.'],
      ['Montáž vnitřní rolety', 'Vodicí lišty, držáky a nastavení napnutí za pět minut.'],
    ],
    resources: [
      ['Montážní návody', 'Návody v PDF ke všem oknům, lemováním a příslušenství.', 'Otevřít návody'],
      ['Katalog výrobků', 'Aktuální nabídka s rozměry a technickými údaji.', 'Prohlédnout katalog'],
      ['Technická podpora', 'Technický poradce odpoví na otázky k montáži ve vašem regionu.', 'Napište nám'],
      ['Pravidla odměn', 'Základní body, úrovně a bonusy na jednom místě.', 'Zobrazit pravidla'],
    ],
    teasers: [
      ['Poukázky na palivo a nákupy', 'Vyměňte body za poukázky: kód dostanete hned po objednání.', 'Vybrat poukázku'],
      ['Nářadí pro pokrývače', 'Šroubováky, laserové vodováhy a tašky na nářadí za body.', 'Do obchodu'],
    ],
  },
  sk: {
    hero: ['Zbierajte body za každé okno', 'Registrujte montáže, skenujte kódy zo štítkov a vymieňajte body za odmeny v obchode Klubu.'],
    heroDecor: ['Dekorácie, ktoré sa oplatia', 'Montujete rolety a markízy? Každý naskenovaný výrobok sú body v Klube dekorácií.'],
    news: [
      {
        title: 'Nové lemovanie pre škridlové krytiny je v predaji',
        excerpt: 'Lemovanie s tvarovanou zásterou skracuje montáž o niekoľko minút a lepšie odvádza vodu.',
        paragraphs: [
          'Zástera z riaseného hliníka sa prispôsobí profilu škridly bez strihania. Tesnenie z uzavretej peny chráni pred nafúkaním snehu.',
          'Za každé naskenované lemovanie novej generácie získate do konca štvrťroka základné body ako za strešné okno.',
        ],
      },
      {
        title: 'Montáž v zime: ako zabrániť kondenzácii',
        excerpt: 'Niekoľko pravidiel, aby okno osadené v mraze nerosilo celú zimu.',
        paragraphs: [
          'Najčastejšou príčinou kondenzácie je prerušená parozábrana okolo rámu. Parotesnú manžetu nasaďte vždy pred dokončením ostenia.',
          'Pripomeňte zákazníkovi vetranie: otvorená vetracia klapka vymení vzduch bez ochladenia miestnosti.',
        ],
      },
      {
        title: 'Jarné školenia pre montážnikov',
        excerpt: 'Pozývame vás na jednodňové praktické školenia v Bratislave, Žiline a Košiciach.',
        paragraphs: [
          'Na školení osadíte okno do modelu strechy a spoznáte nové lemovania a ovládanie. Účastníci dostanú certifikát a 50 bonusových bodov.',
          'Počet miest je obmedzený, prihlášky prijíma technický poradca vo vašom regióne.',
        ],
      },
      {
        title: 'Stretnime sa na stavebnom veľtrhu',
        excerpt: 'Na našom stánku predstavíme novinky sezóny a predvedieme montáž naživo.',
        paragraphs: [
          'Počas štyroch dní veľtrhu vám poradcovia odpovedia na otázky k montáži do náročných krytín. Členovia Klubu dostanú na stánku darček.',
          'Ukážte QR kód z členskej karty a pripíšeme vám body za návštevu.',
        ],
      },
      {
        title: 'Solárne okná: čo povedať zákazníkovi',
        excerpt: 'Okno so solárnym pohonom nepotrebuje káble, takže montáž je rovnako jednoduchá ako pri ručnom okne.',
        paragraphs: [
          'Panel v hornej časti okna nabíja batériu aj pri oblačnom počasí. Dažďový senzor okno automaticky zatvorí, keď začne pršať.',
          'Dotácie na zateplenie sa vzťahujú aj na výmenu strešných okien, čo sa oplatí spomenúť v rozhovore so zákazníkom.',
        ],
      },
      {
        title: 'Sezóna Klubu 2027: úrovne začínajú odznova',
        excerpt: '1. januára sa počítadlá naskenovaných výrobkov vynulujú a môžete znova postúpiť vyššie.',
        paragraphs: [
          'Úroveň, ktorú tento rok dosiahnete, platí do konca decembra. Bonus za každý výrobok závisí od úrovne vašej firmy.',
          'Body získané tento rok vypršia až na konci budúceho roka, takže ich nemusíte míňať v zhone.',
        ],
      },
    ],
    checklist: [
      'Pred montážou skontrolujte',
      'Sklon strechy je v rozmedzí 15° až 90°.',
      'Lemovanie zodpovedá typu krytiny.',
      'Laty nad oknom a pod ním sú vyrovnané.',
    ],
    gallery: ['Strešné okno pri západe slnka', 'Okná v streche s bridlicou', 'Vnútorná roleta v strešnom okne'],
    videos: [
      ['Ako zbierať body v Klube', 'Za tri minúty ukážeme, ako zaregistrovať projekt, naskenovať výrobky a získať body.'],
      ['Ako zmerať otvor pre strešné okno', 'Meranie medzi krokvami a výber veľkosti okna krok za krokom.'],
      ['Montáž lemovania krok za krokom', 'Ako položiť zásteru a tesnenia, aby voda nemala šancu.'],
      ['Montáž vnútornej rolety', 'Vodiace lišty, držiaky a nastavenie napnutia za päť minút.'],
    ],
    resources: [
      ['Montážne návody', 'Návody v PDF ku všetkým oknám, lemovaniam a príslušenstvu.', 'Otvoriť návody'],
      ['Katalóg výrobkov', 'Aktuálna ponuka s rozmermi a technickými údajmi.', 'Prezrieť katalóg'],
      ['Technická podpora', 'Technický poradca odpovie na otázky k montáži vo vašom regióne.', 'Napíšte nám'],
      ['Pravidlá odmien', 'Základné body, úrovne a bonusy na jednom mieste.', 'Zobraziť pravidlá'],
    ],
    teasers: [
      ['Poukážky na palivo a nákupy', 'Vymeňte body za poukážky: kód dostanete hneď po objednaní.', 'Vybrať poukážku'],
      ['Náradie pre pokrývačov', 'Skrutkovače, laserové vodováhy a tašky na náradie za body.', 'Do obchodu'],
    ],
  },
  hu: {
    hero: [
      'Gyűjtsön pontot minden ablakért',
      'Regisztrálja a beépítéseket, olvassa be a címkék kódjait, és váltsa be pontjait a Klub boltjában.',
    ],
    heroDecor: ['Dekoráció, ami megéri', 'Redőnyt és napellenzőt szerel? Minden beolvasott termék pontot ér a Dekor Klubban.'],
    news: [
      {
        title: 'Megérkezett az új burkolókeret cserépfedéshez',
        excerpt: 'Az előre formázott kötényű burkolókeret perceket spórol a beépítésnél, és jobban elvezeti a vizet.',
        paragraphs: [
          'A redőzött alumínium kötény vágás nélkül illeszkedik a cserép profiljához. A zártcellás habtömítés megvéd a befújó hótól.',
          'A negyedév végéig minden beolvasott új burkolókeretért tetőtéri ablaknak megfelelő alappontot kap.',
        ],
      },
      {
        title: 'Téli beépítés: így kerülje el a párakicsapódást',
        excerpt: 'Néhány szabály, hogy a fagyban beépített ablak ne párásodjon egész télen.',
        paragraphs: [
          'A párakicsapódás leggyakoribb oka a tok körül megszakadt párazáró réteg. A párazáró gallért mindig a káva befejezése előtt helyezze fel.',
          'Emlékeztesse az ügyfelet a szellőztetésre: a nyitott szellőzőszárny lehűtés nélkül cseréli a levegőt.',
        ],
      },
      {
        title: 'Tavaszi képzések szerelőknek',
        excerpt: 'Egynapos gyakorlati képzésekre várjuk Budapesten, Debrecenben és Győrben.',
        paragraphs: [
          'A képzésen tetőmodellbe épít be ablakot, és megismeri az új burkolókereteket és vezérléseket. A résztvevők tanúsítványt és 50 bónuszpontot kapnak.',
          'A helyek száma korlátozott, a jelentkezéseket a régió műszaki tanácsadója fogadja.',
        ],
      },
      {
        title: 'Találkozzunk az építőipari kiállításon',
        excerpt: 'Standunkon bemutatjuk a szezon újdonságait, és élő beépítési bemutatót tartunk.',
        paragraphs: [
          'A kiállítás négy napján tanácsadóink válaszolnak a nehéz fedések beépítésével kapcsolatos kérdésekre. A Klub tagjai ajándékot kapnak.',
          'Mutassa meg tagkártyája QR-kódját, és jóváírjuk a látogatásért járó pontokat.',
        ],
      },
      {
        title: 'Napelemes ablakok: mit mondjon az ügyfélnek',
        excerpt: 'A napelemes ablakhoz nem kell kábel, így a beépítése olyan egyszerű, mint egy kézi ablaké.',
        paragraphs: [
          'Az ablak tetején lévő panel borús időben is tölti az akkumulátort. Az esőérzékelő automatikusan bezárja az ablakot, ha esni kezd.',
          'Az energetikai felújítási támogatások a tetőtéri ablakok cseréjére is vonatkoznak, ezt érdemes kiemelni.',
        ],
      },
      {
        title: 'Klubszezon 2027: a szintek újraindulnak',
        excerpt: 'Január 1-jén a beolvasott termékek számlálója nullázódik, és újra feljebb léphet.',
        paragraphs: [
          'Az idén elért szint december végéig érvényes. A termékenkénti bónusz a cég szintjétől függ.',
          'Az idén szerzett pontok csak jövő év végén járnak le, így nem kell sietve elkölteni őket.',
        ],
      },
    ],
    checklist: [
      'Beépítés előtt ellenőrizze',
      'A tető hajlásszöge 15° és 90° között van.',
      'A burkolókeret illik a fedés típusához.',
      'Az ablak feletti és alatti lécek vízszintesek.',
    ],
    gallery: ['Tetőtéri ablak naplementében', 'Ablakok palafedésű tetőben', 'Belső roló tetőtéri ablakban'],
    videos: [
      [
        'Hogyan gyűjtsön pontot a Klubban',
        'Három percben megmutatjuk, hogyan regisztráljon projektet, olvasson be termékeket és kapjon pontot.',
      ],
      ['A tetőablak nyílásának mérése', 'Mérés a szarufák között és az ablakméret kiválasztása lépésről lépésre.'],
      ['Burkolókeret beépítése lépésről lépésre', 'Így helyezze el a kötényt és a tömítéseket, hogy a víznek esélye se legyen.'],
      ['Belső roló felszerelése', 'Vezetősínek, tartók és a feszesség beállítása öt perc alatt.'],
    ],
    resources: [
      ['Beépítési útmutatók', 'PDF útmutatók minden ablakhoz, burkolókerethez és tartozékhoz.', 'Útmutatók megnyitása'],
      ['Termékkatalógus', 'Az aktuális kínálat méretekkel és műszaki adatokkal.', 'Katalógus böngészése'],
      ['Műszaki támogatás', 'A régió műszaki tanácsadója válaszol a beépítési kérdésekre.', 'Írjon nekünk'],
      ['A jutalmak szabályai', 'Alappontok, szintek és bónuszok egy helyen.', 'Szabályok megtekintése'],
    ],
    teasers: [
      [
        'Üzemanyag- és vásárlási utalványok',
        'Váltsa be pontjait utalványra: a kódot a rendelés után azonnal megkapja.',
        'Utalvány választása',
      ],
      ['Szerszámok tetőfedőknek', 'Csavarozók, lézeres vízmértékek és szerszámtáskák pontokért.', 'Irány a bolt'],
    ],
  },
  ro: {
    hero: [
      'Strângeți puncte pentru fiecare fereastră',
      'Înregistrați montajele, scanați codurile de pe etichete și schimbați punctele pe premii în magazinul Clubului.',
    ],
    heroDecor: ['Decorațiuni care merită', 'Montați rulouri și marchize? Fiecare produs scanat aduce puncte în Clubul Decor.'],
    news: [
      {
        title: 'Noua ramă de etanșare pentru învelitori din țiglă este disponibilă',
        excerpt: 'Rama cu șorț preformat scurtează montajul cu câteva minute și scurge mai bine apa.',
        paragraphs: [
          'Șorțul din aluminiu plisat se adaptează profilului țiglei fără tăiere. Garnitura din spumă cu celule închise protejează împotriva zăpezii.',
          'Până la sfârșitul trimestrului, pentru fiecare ramă nouă scanată primiți punctele de bază ale unei ferestre de mansardă.',
        ],
      },
      {
        title: 'Montajul iarna: cum evitați condensul',
        excerpt: 'Câteva reguli pentru ca fereastra montată pe ger să nu se aburească toată iarna.',
        paragraphs: [
          'Cea mai frecventă cauză a condensului este bariera de vapori întreruptă în jurul tocului. Montați manșonul de barieră înainte de finisarea glafului.',
          'Amintiți-i clientului de aerisire: clapeta de ventilație deschisă schimbă aerul fără să răcească încăperea.',
        ],
      },
      {
        title: 'Cursuri de primăvară pentru montatori',
        excerpt: 'Vă invităm la cursuri practice de o zi la București, Cluj-Napoca și Iași.',
        paragraphs: [
          'La curs montați o fereastră pe o machetă de acoperiș și aflați noutățile despre rame și sisteme de comandă. Participanții primesc un certificat și 50 de puncte bonus.',
          'Numărul de locuri este limitat; înscrierile se fac la consultantul tehnic din regiunea dumneavoastră.',
        ],
      },
      {
        title: 'Ne vedem la târgul de construcții',
        excerpt: 'La standul nostru prezentăm noutățile sezonului și facem demonstrații de montaj live.',
        paragraphs: [
          'În cele patru zile ale târgului, consultanții noștri răspund la întrebări despre montajul pe învelitori dificile. Membrii Clubului primesc un cadou.',
          'Arătați codul QR de pe cardul de membru și vă adăugăm punctele pentru vizită.',
        ],
      },
      {
        title: 'Ferestrele solare: ce să-i spuneți clientului',
        excerpt: 'Fereastra cu acționare solară nu are nevoie de cabluri, deci montajul e la fel de simplu ca la una manuală.',
        paragraphs: [
          'Panoul din partea de sus încarcă acumulatorul și pe vreme înnorată. Senzorul de ploaie închide automat fereastra când începe să plouă.',
          'Programele de renovare energetică acoperă și înlocuirea ferestrelor de mansardă, merită menționat.',
        ],
      },
      {
        title: 'Sezonul Clubului 2027: nivelurile o iau de la capăt',
        excerpt: 'La 1 ianuarie contoarele produselor scanate revin la zero și puteți avansa din nou.',
        paragraphs: [
          'Nivelul atins anul acesta este valabil până la sfârșitul lui decembrie. Bonusul pe produs depinde de nivelul firmei.',
          'Punctele câștigate anul acesta expiră abia la sfârșitul anului viitor, deci nu trebuie cheltuite în grabă.',
        ],
      },
    ],
    checklist: [
      'Înainte de montaj verificați',
      'Panta acoperișului este între 15° și 90°.',
      'Rama se potrivește tipului de învelitoare.',
      'Șipcile de deasupra și de dedesubt sunt la nivel.',
    ],
    gallery: ['Fereastră de mansardă la apus', 'Ferestre într-un acoperiș de ardezie', 'Rulou interior într-o fereastră de mansardă'],
    videos: [
      ['Cum strângeți puncte în Club', 'În trei minute arătăm cum înregistrați un proiect, scanați produsele și primiți punctele.'],
      ['Cum măsurați golul pentru fereastră', 'Măsurarea între căpriori și alegerea dimensiunii, pas cu pas.'],
      ['Montajul ramei pas cu pas', 'Cum așezați șorțul și garniturile ca apa să nu aibă nicio șansă.'],
      ['Montajul ruloului interior', 'Ghidaje, suporți și reglarea tensiunii în cinci minute.'],
    ],
    resources: [
      ['Instrucțiuni de montaj', 'Instrucțiuni PDF pentru toate ferestrele, ramele și accesoriile.', 'Deschideți instrucțiunile'],
      ['Catalog de produse', 'Oferta actuală cu dimensiuni și date tehnice.', 'Răsfoiți catalogul'],
      ['Asistență tehnică', 'Consultantul tehnic din regiune răspunde la întrebări despre montaj.', 'Scrieți-ne'],
      ['Regulile recompenselor', 'Puncte de bază, niveluri și bonusuri într-un singur loc.', 'Vedeți regulile'],
    ],
    teasers: [
      ['Vouchere de carburant și cumpărături', 'Schimbați punctele pe vouchere: primiți codul imediat după comandă.', 'Alegeți un voucher'],
      ['Scule pentru acoperișuri', 'Mașini de înșurubat, nivele laser și genți de scule pentru puncte.', 'Spre magazin'],
    ],
  },
  sl: {
    hero: [
      'Zbirajte točke za vsako okno',
      'Registrirajte vgradnje, skenirajte kode z nalepk in zamenjajte točke za nagrade v trgovini Kluba.',
    ],
    heroDecor: ['Dekoracija, ki se splača', 'Montirate senčila in markize? Vsak skeniran izdelek prinese točke v Dekor klubu.'],
    news: [
      {
        title: 'Nova obroba za strešnike je na voljo',
        excerpt: 'Obroba s predoblikovanim predpasnikom skrajša vgradnjo za nekaj minut in bolje odvaja vodo.',
        paragraphs: [
          'Predpasnik iz nagubanega aluminija se prilagodi profilu strešnika brez rezanja. Tesnilo iz zaprtocelične pene ščiti pred zametom snega.',
          'Do konca četrtletja za vsako skenirano novo obrobo prejmete osnovne točke kot za strešno okno.',
        ],
      },
      {
        title: 'Vgradnja pozimi: kako preprečiti kondenz',
        excerpt: 'Nekaj pravil, da se okno, vgrajeno v mrazu, ne bo rosilo vso zimo.',
        paragraphs: [
          'Najpogostejši vzrok kondenza je prekinjena parna zapora okoli okvirja. Parozaporno manšeto namestite pred zaključkom špalete.',
          'Stranko opomnite na zračenje: odprta prezračevalna loputa zamenja zrak brez ohlajanja prostora.',
        ],
      },
      {
        title: 'Pomladna usposabljanja za monterje',
        excerpt: 'Vabimo vas na enodnevna praktična usposabljanja v Ljubljani in Mariboru.',
        paragraphs: [
          'Na usposabljanju vgradite okno v model strehe ter spoznate nove obrobe in krmiljenja. Udeleženci prejmejo potrdilo in 50 bonus točk.',
          'Število mest je omejeno, prijave sprejema tehnični svetovalec v vaši regiji.',
        ],
      },
      {
        title: 'Srečajmo se na gradbenem sejmu',
        excerpt: 'Na naši stojnici predstavimo novosti sezone in pokažemo vgradnjo v živo.',
        paragraphs: [
          'Štiri dni sejma svetovalci odgovarjajo na vprašanja o vgradnji v zahtevne kritine. Člani Kluba prejmejo darilo.',
          'Pokažite QR kodo s člansko kartico in pripisali vam bomo točke za obisk.',
        ],
      },
      {
        title: 'Solarna okna: kaj povedati stranki',
        excerpt: 'Okno s solarnim pogonom ne potrebuje kablov, zato je vgradnja enako preprosta kot pri ročnem oknu.',
        paragraphs: [
          'Panel na vrhu okna polni baterijo tudi ob oblačnem vremenu. Senzor za dež okno samodejno zapre, ko začne deževati.',
          'Subvencije za energetsko prenovo vključujejo tudi zamenjavo strešnih oken, kar je vredno omeniti.',
        ],
      },
      {
        title: 'Klubska sezona 2027: stopnje se začnejo znova',
        excerpt: '1. januarja se števci skeniranih izdelkov ponastavijo in znova lahko napredujete.',
        paragraphs: [
          'Stopnja, ki jo dosežete letos, velja do konca decembra. Bonus na izdelek je odvisen od stopnje podjetja.',
          'Točke, zbrane letos, potečejo šele ob koncu prihodnjega leta, zato jih ni treba porabiti v naglici.',
        ],
      },
    ],
    checklist: [
      'Pred vgradnjo preverite',
      'Naklon strehe je med 15° in 90°.',
      'Obroba ustreza vrsti kritine.',
      'Letve nad oknom in pod njim so poravnane.',
    ],
    gallery: ['Strešno okno ob sončnem zahodu', 'Okna v strehi s skrilom', 'Notranje senčilo v strešnem oknu'],
    videos: [
      ['Kako zbirati točke v Klubu', 'V treh minutah pokažemo, kako registrirate projekt, skenirate izdelke in prejmete točke.'],
      ['Kako izmeriti odprtino za strešno okno', 'Merjenje med špirovci in izbira velikosti okna korak za korakom.'],
      ['Vgradnja obrobe korak za korakom', 'Kako položiti predpasnik in tesnila, da voda nima možnosti.'],
      ['Montaža notranjega senčila', 'Vodila, nosilci in nastavitev napetosti v petih minutah.'],
    ],
    resources: [
      ['Navodila za vgradnjo', 'Navodila PDF za vsa okna, obrobe in dodatke.', 'Odpri navodila'],
      ['Katalog izdelkov', 'Aktualna ponudba z merami in tehničnimi podatki.', 'Prelistaj katalog'],
      ['Tehnična podpora', 'Tehnični svetovalec odgovori na vprašanja o vgradnji v vaši regiji.', 'Pišite nam'],
      ['Pravila nagrad', 'Osnovne točke, stopnje in bonusi na enem mestu.', 'Poglej pravila'],
    ],
    teasers: [
      ['Boni za gorivo in nakupe', 'Zamenjajte točke za bone: kodo prejmete takoj po naročilu.', 'Izberi bon'],
      ['Orodje za krovce', 'Vijačniki, laserske libele in torbe za orodje za točke.', 'V trgovino'],
    ],
  },
  hr: {
    hero: [
      'Skupljajte bodove za svaki prozor',
      'Registrirajte ugradnje, skenirajte kodove s naljepnica i zamijenite bodove za nagrade u trgovini Kluba.',
    ],
    heroDecor: ['Dekoracija koja se isplati', 'Montirate rolete i tende? Svaki skenirani proizvod donosi bodove u Dekor klubu.'],
    news: [
      {
        title: 'Nova opšivka za crijep je dostupna',
        excerpt: 'Opšivka s predoblikovanom pregačom skraćuje ugradnju za nekoliko minuta i bolje odvodi vodu.',
        paragraphs: [
          'Pregača od naboranog aluminija prilagođava se profilu crijepa bez rezanja. Brtva od zatvorenoćelijske pjene štiti od nanosa snijega.',
          'Do kraja tromjesečja za svaku skeniranu novu opšivku dobivate osnovne bodove kao za krovni prozor.',
        ],
      },
      {
        title: 'Ugradnja zimi: kako spriječiti kondenzaciju',
        excerpt: 'Nekoliko pravila da se prozor ugrađen na mrazu ne bi rosio cijelu zimu.',
        paragraphs: [
          'Najčešći uzrok kondenzacije je prekinuta parna brana oko okvira. Parnu manžetu postavite prije završne obrade špalete.',
          'Podsjetite kupca na provjetravanje: otvorena ventilacijska zaklopka mijenja zrak bez hlađenja prostorije.',
        ],
      },
      {
        title: 'Proljetne edukacije za montere',
        excerpt: 'Pozivamo vas na jednodnevne praktične edukacije u Zagrebu, Splitu i Osijeku.',
        paragraphs: [
          'Na edukaciji ugradite prozor u model krova i upoznate nove opšivke i upravljanje. Sudionici dobivaju certifikat i 50 bonus bodova.',
          'Broj mjesta je ograničen, prijave prima tehnički savjetnik u vašoj regiji.',
        ],
      },
      {
        title: 'Vidimo se na sajmu graditeljstva',
        excerpt: 'Na našem štandu predstavljamo novosti sezone i ugradnju uživo.',
        paragraphs: [
          'Četiri dana sajma naši savjetnici odgovaraju na pitanja o ugradnji u zahtjevne pokrove. Članovi Kluba dobivaju poklon.',
          'Pokažite QR kod s članske kartice i upisat ćemo vam bodove za posjet.',
        ],
      },
      {
        title: 'Solarni prozori: što reći kupcu',
        excerpt: 'Prozoru sa solarnim pogonom ne trebaju kabeli, pa je ugradnja jednostavna kao kod ručnog prozora.',
        paragraphs: [
          'Panel na vrhu prozora puni bateriju i po oblačnom vremenu. Senzor kiše automatski zatvara prozor kad počne padati kiša.',
          'Poticaji za energetsku obnovu obuhvaćaju i zamjenu krovnih prozora, što vrijedi istaknuti.',
        ],
      },
      {
        title: 'Sezona Kluba 2027: razine kreću ispočetka',
        excerpt: '1. siječnja brojači skeniranih proizvoda vraćaju se na nulu i opet možete napredovati.',
        paragraphs: [
          'Razina koju dosegnete ove godine vrijedi do kraja prosinca. Bonus po proizvodu ovisi o razini tvrtke.',
          'Bodovi zarađeni ove godine istječu tek krajem sljedeće godine, pa ih ne morate trošiti u žurbi.',
        ],
      },
    ],
    checklist: [
      'Prije ugradnje provjerite',
      'Nagib krova je između 15° i 90°.',
      'Opšivka odgovara vrsti pokrova.',
      'Letve iznad i ispod prozora su u ravnini.',
    ],
    gallery: ['Krovni prozor u zalazak sunca', 'Prozori u krovu od škriljevca', 'Unutarnja roleta u krovnom prozoru'],
    videos: [
      ['Kako skupljati bodove u Klubu', 'U tri minute pokazujemo kako registrirati projekt, skenirati proizvode i dobiti bodove.'],
      ['Kako izmjeriti otvor za krovni prozor', 'Mjerenje između rogova i odabir veličine prozora korak po korak.'],
      ['Ugradnja opšivke korak po korak', 'Kako položiti pregaču i brtve da voda nema šanse.'],
      ['Montaža unutarnje rolete', 'Vodilice, nosači i podešavanje napetosti u pet minuta.'],
    ],
    resources: [
      ['Upute za ugradnju', 'PDF upute za sve prozore, opšivke i dodatke.', 'Otvori upute'],
      ['Katalog proizvoda', 'Aktualna ponuda s dimenzijama i tehničkim podacima.', 'Pregledaj katalog'],
      ['Tehnička podrška', 'Tehnički savjetnik odgovara na pitanja o ugradnji u vašoj regiji.', 'Pišite nam'],
      ['Pravila nagrađivanja', 'Osnovni bodovi, razine i bonusi na jednom mjestu.', 'Pogledaj pravila'],
    ],
    teasers: [
      ['Bonovi za gorivo i kupnju', 'Zamijenite bodove za bonove: kod dobivate odmah nakon narudžbe.', 'Odaberi bon'],
      ['Alat za krovopokrivače', 'Odvijači, laserske libele i torbe za alat za bodove.', 'U trgovinu'],
    ],
  },
  bg: {
    hero: [
      'Събирайте точки за всеки прозорец',
      'Регистрирайте монтажите, сканирайте кодовете от етикетите и сменяйте точките за награди в магазина на Клуба.',
    ],
    heroDecor: ['Декорация, която си струва', 'Монтирате щори и сенници? Всеки сканиран продукт носи точки в Декор клуба.'],
    news: [
      {
        title: 'Новата обшивка за керемидени покриви е налична',
        excerpt: 'Обшивката с предварително оформена престилка съкращава монтажа с няколко минути и отвежда водата по-добре.',
        paragraphs: [
          'Престилката от нагънат алуминий следва профила на керемидата без рязане. Уплътнението от затворено-клетъчна пяна пази от навят сняг.',
          'До края на тримесечието за всяка сканирана нова обшивка получавате базовите точки на покривен прозорец.',
        ],
      },
      {
        title: 'Монтаж през зимата: как да избегнете конденза',
        excerpt: 'Няколко правила, за да не се запотява прозорец, монтиран в студа, през цялата зима.',
        paragraphs: [
          'Най-честата причина за конденз е прекъснатата пароизолация около рамката. Поставяйте пароизолационния маншон преди довършването на страниците.',
          'Напомнете на клиента за проветряването: отворената вентилационна клапа сменя въздуха, без да изстудява стаята.',
        ],
      },
      {
        title: 'Пролетни обучения за монтажници',
        excerpt: 'Каним ви на еднодневни практически обучения в София, Пловдив и Варна.',
        paragraphs: [
          'На обучението монтирате прозорец в макет на покрив и се запознавате с новите обшивки и управления. Участниците получават сертификат и 50 бонус точки.',
          'Местата са ограничени, записването е при техническия консултант във вашия регион.',
        ],
      },
      {
        title: 'Да се видим на строителното изложение',
        excerpt: 'На нашия щанд показваме новостите на сезона и монтаж на живо.',
        paragraphs: [
          'През четирите дни на изложението консултантите ни отговарят на въпроси за монтаж в трудни покрития. Членовете на Клуба получават подарък.',
          'Покажете QR кода от членската си карта и ще ви начислим точки за посещението.',
        ],
      },
      {
        title: 'Соларни прозорци: какво да кажете на клиента',
        excerpt: 'Прозорецът със соларно задвижване няма нужда от кабели, затова монтажът е лесен като при ръчен прозорец.',
        paragraphs: [
          'Панелът в горната част зарежда батерията и при облачно време. Датчикът за дъжд затваря прозореца автоматично, когато завали.',
          'Програмите за енергийно обновяване покриват и подмяната на покривни прозорци, което си струва да се спомене.',
        ],
      },
      {
        title: 'Сезон 2027 на Клуба: нивата започват отначало',
        excerpt: 'На 1 януари броячите на сканираните продукти се нулират и можете отново да се изкачите.',
        paragraphs: [
          'Нивото, което достигнете тази година, важи до края на декември. Бонусът за продукт зависи от нивото на фирмата.',
          'Точките, спечелени тази година, изтичат едва в края на следващата, затова не е нужно да ги харчите набързо.',
        ],
      },
    ],
    checklist: [
      'Преди монтаж проверете',
      'Наклонът на покрива е между 15° и 90°.',
      'Обшивката съответства на вида покритие.',
      'Летвите над и под прозореца са нивелирани.',
    ],
    gallery: ['Покривен прозорец по залез', 'Прозорци в покрив от шисти', 'Вътрешна щора в покривен прозорец'],
    videos: [
      ['Как да събирате точки в Клуба', 'За три минути показваме как да регистрирате проект, да сканирате продукти и да получите точки.'],
      ['Как да измерите отвора за покривен прозорец', 'Измерване между ребрата и избор на размер стъпка по стъпка.'],
      ['Монтаж на обшивка стъпка по стъпка', 'Как да положите престилката и уплътненията, така че водата да няма шанс.'],
      ['Монтаж на вътрешна щора', 'Водачи, държачи и настройка на опъването за пет минути.'],
    ],
    resources: [
      ['Инструкции за монтаж', 'PDF инструкции за всички прозорци, обшивки и аксесоари.', 'Отвори инструкциите'],
      ['Каталог на продуктите', 'Актуалната гама с размери и технически данни.', 'Разгледай каталога'],
      ['Техническа поддръжка', 'Техническият консултант отговаря на въпроси за монтажа във вашия регион.', 'Пишете ни'],
      ['Правила на наградите', 'Базови точки, нива и бонуси на едно място.', 'Виж правилата'],
    ],
    teasers: [
      ['Ваучери за гориво и пазаруване', 'Сменете точките за ваучери: кодът идва веднага след поръчката.', 'Избери ваучер'],
      ['Инструменти за покриви', 'Винтоверти, лазерни нивели и чанти за инструменти срещу точки.', 'Към магазина'],
    ],
  },
  sr: {
    hero: [
      'Sakupljajte bodove za svaki prozor',
      'Registrujte ugradnje, skenirajte kodove sa nalepnica i menjajte bodove za nagrade u prodavnici Kluba.',
    ],
    heroDecor: ['Dekoracija koja se isplati', 'Montirate roletne i tende? Svaki skenirani proizvod donosi bodove u Dekor klubu.'],
    news: [
      {
        title: 'Nova lajsna za crep je u prodaji',
        excerpt: 'Lajsna sa predoblikovanom keceljom skraćuje ugradnju za nekoliko minuta i bolje odvodi vodu.',
        paragraphs: [
          'Kecelja od naboranog aluminijuma prilagođava se profilu crepa bez sečenja. Zaptivka od penaste mase sa zatvorenim ćelijama štiti od nanosa snega.',
          'Do kraja tromesečja za svaku skeniranu novu lajsnu dobijate osnovne bodove kao za krovni prozor.',
        ],
      },
      {
        title: 'Ugradnja zimi: kako sprečiti kondenzaciju',
        excerpt: 'Nekoliko pravila da se prozor ugrađen na mrazu ne bi znojio cele zime.',
        paragraphs: [
          'Najčešći uzrok kondenzacije je prekinuta parna brana oko rama. Parnu manžetnu postavite pre završne obrade špalete.',
          'Podsetite kupca na provetravanje: otvorena ventilaciona klapna menja vazduh bez hlađenja prostorije.',
        ],
      },
      {
        title: 'Prolećne obuke za montere',
        excerpt: 'Pozivamo vas na jednodnevne praktične obuke u Beogradu, Novom Sadu i Nišu.',
        paragraphs: [
          'Na obuci ugrađujete prozor u model krova i upoznajete nove lajsne i upravljanje. Učesnici dobijaju sertifikat i 50 bonus bodova.',
          'Broj mesta je ograničen, prijave prima tehnički savetnik u vašem regionu.',
        ],
      },
      {
        title: 'Vidimo se na sajmu građevinarstva',
        excerpt: 'Na našem štandu predstavljamo novosti sezone i ugradnju uživo.',
        paragraphs: [
          'Četiri dana sajma naši savetnici odgovaraju na pitanja o ugradnji u zahtevne pokrivače. Članovi Kluba dobijaju poklon.',
          'Pokažite QR kod sa članske kartice i upisaćemo vam bodove za posetu.',
        ],
      },
      {
        title: 'Solarni prozori: šta reći kupcu',
        excerpt: 'Prozoru sa solarnim pogonom nisu potrebni kablovi, pa je ugradnja jednostavna kao kod ručnog prozora.',
        paragraphs: [
          'Panel na vrhu prozora puni bateriju i po oblačnom vremenu. Senzor kiše automatski zatvara prozor kada počne kiša.',
          'Subvencije za energetsku sanaciju obuhvataju i zamenu krovnih prozora, što vredi istaći.',
        ],
      },
      {
        title: 'Sezona Kluba 2027: nivoi kreću ispočetka',
        excerpt: '1. januara brojači skeniranih proizvoda vraćaju se na nulu i ponovo možete napredovati.',
        paragraphs: [
          'Nivo koji dostignete ove godine važi do kraja decembra. Bonus po proizvodu zavisi od nivoa firme.',
          'Bodovi zarađeni ove godine ističu tek krajem sledeće godine, pa ih ne morate trošiti u žurbi.',
        ],
      },
    ],
    checklist: [
      'Pre ugradnje proverite',
      'Nagib krova je između 15° i 90°.',
      'Lajsna odgovara vrsti pokrivača.',
      'Letve iznad i ispod prozora su u ravni.',
    ],
    gallery: ['Krovni prozor u zalazak sunca', 'Prozori u krovu od škriljca', 'Unutrašnja roletna u krovnom prozoru'],
    videos: [
      ['Kako sakupljati bodove u Klubu', 'Za tri minuta pokazujemo kako da registrujete projekat, skenirate proizvode i dobijete bodove.'],
      ['Kako izmeriti otvor za krovni prozor', 'Merenje između rogova i izbor veličine prozora korak po korak.'],
      ['Ugradnja lajsne korak po korak', 'Kako položiti kecelju i zaptivke da voda nema šanse.'],
      ['Montaža unutrašnje roletne', 'Vođice, nosači i podešavanje zategnutosti za pet minuta.'],
    ],
    resources: [
      ['Uputstva za ugradnju', 'PDF uputstva za sve prozore, lajsne i dodatke.', 'Otvori uputstva'],
      ['Katalog proizvoda', 'Aktuelna ponuda sa dimenzijama i tehničkim podacima.', 'Pregledaj katalog'],
      ['Tehnička podrška', 'Tehnički savetnik odgovara na pitanja o ugradnji u vašem regionu.', 'Pišite nam'],
      ['Pravila nagrađivanja', 'Osnovni bodovi, nivoi i bonusi na jednom mestu.', 'Pogledaj pravila'],
    ],
    teasers: [
      ['Vaučeri za gorivo i kupovinu', 'Zamenite bodove za vaučere: kod dobijate odmah posle porudžbine.', 'Izaberi vaučer'],
      ['Alat za krovopokrivače', 'Odvijači, laserske libele i torbe za alat za bodove.', 'U prodavnicu'],
    ],
  },
  bs: {
    hero: [
      'Sakupljajte bodove za svaki prozor',
      'Registrujte ugradnje, skenirajte kodove s naljepnica i mijenjajte bodove za nagrade u trgovini Kluba.',
    ],
    heroDecor: ['Dekoracija koja se isplati', 'Montirate roletne i tende? Svaki skenirani proizvod donosi bodove u Dekor klubu.'],
    news: [
      {
        title: 'Nova opšivka za crijep je u prodaji',
        excerpt: 'Opšivka s predoblikovanom keceljom skraćuje ugradnju za nekoliko minuta i bolje odvodi vodu.',
        paragraphs: [
          'Kecelja od naboranog aluminija prilagođava se profilu crijepa bez rezanja. Zaptivka od pjene sa zatvorenim ćelijama štiti od nanosa snijega.',
          'Do kraja tromjesečja za svaku skeniranu novu opšivku dobijate osnovne bodove kao za krovni prozor.',
        ],
      },
      {
        title: 'Ugradnja zimi: kako spriječiti kondenzaciju',
        excerpt: 'Nekoliko pravila da se prozor ugrađen na mrazu ne bi znojio cijele zime.',
        paragraphs: [
          'Najčešći uzrok kondenzacije je prekinuta parna brana oko okvira. Parnu manžetnu postavite prije završne obrade špalete.',
          'Podsjetite kupca na provjetravanje: otvorena ventilaciona klapna mijenja zrak bez hlađenja prostorije.',
        ],
      },
      {
        title: 'Proljetne obuke za montere',
        excerpt: 'Pozivamo vas na jednodnevne praktične obuke u Sarajevu, Banjoj Luci i Mostaru.',
        paragraphs: [
          'Na obuci ugrađujete prozor u model krova i upoznajete nove opšivke i upravljanje. Učesnici dobijaju certifikat i 50 bonus bodova.',
          'Broj mjesta je ograničen, prijave prima tehnički savjetnik u vašoj regiji.',
        ],
      },
      {
        title: 'Vidimo se na sajmu građevinarstva',
        excerpt: 'Na našem štandu predstavljamo novosti sezone i ugradnju uživo.',
        paragraphs: [
          'Četiri dana sajma naši savjetnici odgovaraju na pitanja o ugradnji u zahtjevne pokrove. Članovi Kluba dobijaju poklon.',
          'Pokažite QR kod s članske kartice i upisat ćemo vam bodove za posjetu.',
        ],
      },
      {
        title: 'Solarni prozori: šta reći kupcu',
        excerpt: 'Prozoru sa solarnim pogonom ne trebaju kablovi, pa je ugradnja jednostavna kao kod ručnog prozora.',
        paragraphs: [
          'Panel na vrhu prozora puni bateriju i po oblačnom vremenu. Senzor kiše automatski zatvara prozor kad počne kiša.',
          'Poticaji za energetsku obnovu obuhvataju i zamjenu krovnih prozora, što vrijedi istaći.',
        ],
      },
      {
        title: 'Sezona Kluba 2027: nivoi kreću ispočetka',
        excerpt: '1. januara brojači skeniranih proizvoda vraćaju se na nulu i ponovo možete napredovati.',
        paragraphs: [
          'Nivo koji dostignete ove godine važi do kraja decembra. Bonus po proizvodu zavisi od nivoa firme.',
          'Bodovi zarađeni ove godine ističu tek krajem sljedeće godine, pa ih ne morate trošiti u žurbi.',
        ],
      },
    ],
    checklist: [
      'Prije ugradnje provjerite',
      'Nagib krova je između 15° i 90°.',
      'Opšivka odgovara vrsti pokrova.',
      'Letve iznad i ispod prozora su u ravni.',
    ],
    gallery: ['Krovni prozor u zalazak sunca', 'Prozori u krovu od škriljca', 'Unutrašnja roletna u krovnom prozoru'],
    videos: [
      ['Kako sakupljati bodove u Klubu', 'Za tri minute pokazujemo kako registrovati projekat, skenirati proizvode i dobiti bodove.'],
      ['Kako izmjeriti otvor za krovni prozor', 'Mjerenje između rogova i izbor veličine prozora korak po korak.'],
      ['Ugradnja opšivke korak po korak', 'Kako položiti kecelju i zaptivke da voda nema šanse.'],
      ['Montaža unutrašnje roletne', 'Vodilice, nosači i podešavanje zategnutosti za pet minuta.'],
    ],
    resources: [
      ['Upute za ugradnju', 'PDF upute za sve prozore, opšivke i dodatke.', 'Otvori upute'],
      ['Katalog proizvoda', 'Aktuelna ponuda s dimenzijama i tehničkim podacima.', 'Pregledaj katalog'],
      ['Tehnička podrška', 'Tehnički savjetnik odgovara na pitanja o ugradnji u vašoj regiji.', 'Pišite nam'],
      ['Pravila nagrađivanja', 'Osnovni bodovi, nivoi i bonusi na jednom mjestu.', 'Pogledaj pravila'],
    ],
    teasers: [
      ['Vaučeri za gorivo i kupovinu', 'Zamijenite bodove za vaučere: kod dobijate odmah nakon narudžbe.', 'Odaberi vaučer'],
      ['Alat za krovopokrivače', 'Odvijači, laserske libele i torbe za alat za bodove.', 'U trgovinu'],
    ],
  },
  et: {
    hero: ['Kogu punkte iga akna eest', 'Registreeri paigaldused, skaneeri siltide koodid ja vaheta punktid Klubi poes auhindade vastu.'],
    heroDecor: ['Sisustus, mis tasub end ära', 'Paigaldad rulood ja markiise? Iga skaneeritud toode toob punkte Dekoorklubis.'],
    news: [
      {
        title: 'Uus plekiliist kivikatusele on saadaval',
        excerpt: 'Eelvormitud põllega plekiliist lühendab paigaldust mitme minuti võrra ja juhib vee paremini ära.',
        paragraphs: [
          'Volditud alumiiniumist põll sobitub kivi profiiliga ilma lõikamata. Kinnise rakustruktuuriga vahust tihend kaitseb tuisu eest.',
          'Kvartali lõpuni saad iga skaneeritud uue plekiliistu eest katuseakna põhipunktid.',
        ],
      },
      {
        title: 'Talvine paigaldus: kuidas vältida kondensatsiooni',
        excerpt: 'Mõned reeglid, et külmaga paigaldatud aken ei higistaks terve talve.',
        paragraphs: [
          'Kõige sagedasem kondensatsiooni põhjus on katkenud aurutõke raami ümber. Paigalda aurutõkkekrae alati enne akna palede viimistlust.',
          'Tuleta kliendile meelde tuulutamist: avatud ventilatsiooniklapp vahetab õhku ruumi jahutamata.',
        ],
      },
      {
        title: 'Kevadised koolitused paigaldajatele',
        excerpt: 'Kutsume ühepäevastele praktilistele koolitustele Tallinnas, Tartus ja Pärnus.',
        paragraphs: [
          'Koolitusel paigaldad akna katusemudelisse ning tutvud uute plekiliistude ja juhtimissüsteemidega. Osalejad saavad tunnistuse ja 50 boonuspunkti.',
          'Kohti on piiratud arv, registreerumine toimub sinu piirkonna tehnilise nõustaja juures.',
        ],
      },
      {
        title: 'Kohtume ehitusmessil',
        excerpt: 'Meie boksis näitame hooaja uudiseid ja paigaldust otse.',
        paragraphs: [
          'Messi nelja päeva jooksul vastavad nõustajad küsimustele keerukate katuste kohta. Klubi liikmed saavad kingituse.',
          'Näita liikmekaardi QR-koodi ja kanname sulle külastuse eest punktid.',
        ],
      },
      {
        title: 'Päikeseaknad: mida kliendile öelda',
        excerpt: 'Päikeseajamiga aken ei vaja kaableid, seega on paigaldus sama lihtne kui käsitsi avataval aknal.',
        paragraphs: [
          'Akna ülaosas olev paneel laeb akut ka pilvise ilmaga. Vihmaandur sulgeb akna automaatselt, kui sadama hakkab.',
          'Energiatõhususe toetused hõlmavad ka katuseakende vahetust, seda tasub rõhutada.',
        ],
      },
      {
        title: 'Klubi hooaeg 2027: tasemed algavad otsast',
        excerpt: '1. jaanuaril nullitakse skaneeritud toodete loendurid ja saad taas kõrgemale tõusta.',
        paragraphs: [
          'Sel aastal saavutatud tase kehtib detsembri lõpuni. Boonus toote kohta sõltub ettevõtte tasemest.',
          'Sel aastal teenitud punktid aeguvad alles järgmise aasta lõpus, nii et neid ei pea kiirustades kulutama.',
        ],
      },
    ],
    checklist: [
      'Enne paigaldust kontrolli',
      'Katuse kalle on vahemikus 15° kuni 90°.',
      'Plekiliist sobib katusekattega.',
      'Liistud akna kohal ja all on loodis.',
    ],
    gallery: ['Katuseaken päikeseloojangul', 'Aknad kiltkivikatuses', 'Siseruloo katuseaknas'],
    videos: [
      ['Kuidas Klubis punkte koguda', 'Kolme minutiga näitame, kuidas projekti registreerida, tooteid skaneerida ja punkte saada.'],
      ['Kuidas mõõta katuseakna ava', 'Mõõtmine sarikate vahel ja akna suuruse valik samm-sammult.'],
      ['Plekiliistu paigaldus samm-sammult', 'Kuidas panna põll ja tihendid nii, et vesi ei pääseks sisse.'],
      ['Siseruloo paigaldus', 'Juhikud, hoidikud ja pinge seadistamine viie minutiga.'],
    ],
    resources: [
      ['Paigaldusjuhendid', 'PDF-juhendid kõigile akendele, plekiliistudele ja tarvikutele.', 'Ava juhendid'],
      ['Tootekataloog', 'Kehtiv valik koos mõõtude ja tehniliste andmetega.', 'Sirvi kataloogi'],
      ['Tehniline tugi', 'Tehniline nõustaja vastab paigaldusküsimustele sinu piirkonnas.', 'Kirjuta meile'],
      ['Auhindade reeglid', 'Põhipunktid, tasemed ja boonused ühes kohas.', 'Vaata reegleid'],
    ],
    teasers: [
      ['Kütuse- ja ostukaardid', 'Vaheta punktid kinkekaartide vastu: koodi saad kohe pärast tellimist.', 'Vali kinkekaart'],
      ['Tööriistad katusemeistrile', 'Akutrellid, laserloodid ja tööriistakotid punktide eest.', 'Poodi'],
    ],
  },
  lt: {
    hero: [
      'Rinkite taškus už kiekvieną langą',
      'Registruokite montavimus, skenuokite etikečių kodus ir keiskite taškus į prizus Klubo parduotuvėje.',
    ],
    heroDecor: ['Dekoras, kuris apsimoka', 'Montuojate roletus ir markizes? Kiekvienas nuskenuotas gaminys atneša taškų Dekoro klube.'],
    news: [
      {
        title: 'Nauja tarpinė čerpių dangai jau prekyboje',
        excerpt: 'Tarpinė su suformuota prijuoste sutrumpina montavimą keliomis minutėmis ir geriau nuleidžia vandenį.',
        paragraphs: [
          'Klostuoto aliuminio prijuostė prisitaiko prie čerpės profilio be karpymo. Uždarų porų putų sandariklis saugo nuo pustomo sniego.',
          'Iki ketvirčio pabaigos už kiekvieną nuskenuotą naują tarpinę gausite stoglangio bazinius taškus.',
        ],
      },
      {
        title: 'Montavimas žiemą: kaip išvengti kondensato',
        excerpt: 'Kelios taisyklės, kad šaltyje sumontuotas langas nerasotų visą žiemą.',
        paragraphs: [
          'Dažniausia kondensato priežastis yra nutrūkusi garo izoliacija aplink rėmą. Garo izoliacijos apvadą dėkite prieš apdailindami angokraščius.',
          'Priminkite klientui vėdinti: atidarytas vėdinimo vožtuvas keičia orą neatvėsindamas patalpos.',
        ],
      },
      {
        title: 'Pavasario mokymai montuotojams',
        excerpt: 'Kviečiame į vienos dienos praktinius mokymus Vilniuje, Kaune ir Klaipėdoje.',
        paragraphs: [
          'Mokymuose sumontuosite langą stogo modelyje ir susipažinsite su naujomis tarpinėmis ir valdymu. Dalyviai gauna sertifikatą ir 50 premijinių taškų.',
          'Vietų skaičius ribotas, registruoja jūsų regiono techninis konsultantas.',
        ],
      },
      {
        title: 'Susitikime statybų parodoje',
        excerpt: 'Mūsų stende pristatysime sezono naujienas ir gyvai parodysime montavimą.',
        paragraphs: [
          'Keturias parodos dienas konsultantai atsakys į klausimus apie montavimą sudėtingose dangose. Klubo nariai gaus dovaną.',
          'Parodykite nario kortelės QR kodą ir priskaičiuosime taškų už apsilankymą.',
        ],
      },
      {
        title: 'Saulės langai: ką pasakyti klientui',
        excerpt: 'Langui su saulės pavara nereikia laidų, todėl montavimas toks pat paprastas kaip rankinio lango.',
        paragraphs: [
          'Viršutinėje lango dalyje esantis skydelis įkrauna akumuliatorių ir debesuotą dieną. Lietaus jutiklis automatiškai uždaro langą, kai pradeda lyti.',
          'Energinio renovavimo subsidijos apima ir stoglangių keitimą, verta tai paminėti.',
        ],
      },
      {
        title: 'Klubo sezonas 2027: lygiai prasideda iš naujo',
        excerpt: 'Sausio 1 d. nuskenuotų gaminių skaitikliai grįžta į nulį ir vėl galite kilti aukščiau.',
        paragraphs: [
          'Šiais metais pasiektas lygis galioja iki gruodžio pabaigos. Premija už gaminį priklauso nuo įmonės lygio.',
          'Šiais metais uždirbti taškai baigia galioti tik kitų metų pabaigoje, todėl jų nereikia skubiai išleisti.',
        ],
      },
    ],
    checklist: [
      'Prieš montavimą patikrinkite',
      'Stogo nuolydis yra nuo 15° iki 90°.',
      'Tarpinė tinka dangos tipui.',
      'Grebėstai virš ir po langu yra lygūs.',
    ],
    gallery: ['Stoglangis saulėlydžio metu', 'Langai skalūno stoge', 'Vidinis roletas stoglangyje'],
    videos: [
      ['Kaip rinkti taškus Klube', 'Per tris minutes parodome, kaip užregistruoti projektą, nuskenuoti gaminius ir gauti taškus.'],
      ['Kaip išmatuoti stoglangio angą', 'Matavimas tarp gegnių ir lango dydžio parinkimas žingsnis po žingsnio.'],
      ['Tarpinės montavimas žingsnis po žingsnio', 'Kaip pakloti prijuostę ir sandariklius, kad vanduo neturėtų šansų.'],
      ['Vidinio roleto montavimas', 'Kreipiklės, laikikliai ir įtempimo reguliavimas per penkias minutes.'],
    ],
    resources: [
      ['Montavimo instrukcijos', 'PDF instrukcijos visiems langams, tarpinėms ir priedams.', 'Atverti instrukcijas'],
      ['Gaminių katalogas', 'Dabartinis asortimentas su matmenimis ir techniniais duomenimis.', 'Naršyti katalogą'],
      ['Techninė pagalba', 'Techninis konsultantas atsako į montavimo klausimus jūsų regione.', 'Parašykite mums'],
      ['Prizų taisyklės', 'Baziniai taškai, lygiai ir premijos vienoje vietoje.', 'Žiūrėti taisykles'],
    ],
    teasers: [
      ['Kuro ir pirkinių čekiai', 'Keiskite taškus į čekius: kodą gausite iškart po užsakymo.', 'Rinktis čekį'],
      ['Įrankiai stogdengiui', 'Suktuvai, lazeriniai gulsčiukai ir įrankių krepšiai už taškus.', 'Į parduotuvę'],
    ],
  },
  lv: {
    hero: [
      'Krājiet punktus par katru logu',
      'Reģistrējiet uzstādīšanas, skenējiet uzlīmju kodus un mainiet punktus pret balvām Kluba veikalā.',
    ],
    heroDecor: ['Dekori, kas atmaksājas', 'Uzstādāt žalūzijas un markīzes? Katrs noskenētais produkts nes punktus Dekoru klubā.'],
    news: [
      {
        title: 'Jaunā apmale dakstiņu jumtiem ir pieejama',
        excerpt: 'Apmale ar veidotu priekšautu saīsina uzstādīšanu par dažām minūtēm un labāk novada ūdeni.',
        paragraphs: [
          'Plisēta alumīnija priekšauts pielāgojas dakstiņa profilam bez griešanas. Slēgto šūnu putu blīve pasargā no sniega sanesumiem.',
          'Līdz ceturkšņa beigām par katru noskenēto jauno apmali saņemsiet jumta loga bāzes punktus.',
        ],
      },
      {
        title: 'Uzstādīšana ziemā: kā izvairīties no kondensāta',
        excerpt: 'Daži noteikumi, lai salā uzstādīts logs visu ziemu nesvīstu.',
        paragraphs: [
          'Biežākais kondensāta cēlonis ir pārtraukta tvaika izolācija ap rāmi. Tvaika izolācijas apkakli uzstādiet pirms ailes apdares.',
          'Atgādiniet klientam vēdināt: atvērts ventilācijas vārsts apmaina gaisu, neatdzesējot telpu.',
        ],
      },
      {
        title: 'Pavasara apmācības uzstādītājiem',
        excerpt: 'Aicinām uz vienas dienas praktiskām apmācībām Rīgā, Liepājā un Daugavpilī.',
        paragraphs: [
          'Apmācībās uzstādīsiet logu jumta maketā un iepazīsiet jaunās apmales un vadības sistēmas. Dalībnieki saņem sertifikātu un 50 bonusa punktus.',
          'Vietu skaits ir ierobežots, pieteikšanās pie jūsu reģiona tehniskā konsultanta.',
        ],
      },
      {
        title: 'Tiekamies būvniecības izstādē',
        excerpt: 'Mūsu stendā rādīsim sezonas jaunumus un uzstādīšanu dzīvajā.',
        paragraphs: [
          'Četras izstādes dienas konsultanti atbildēs uz jautājumiem par uzstādīšanu sarežģītos jumtos. Kluba biedri saņems dāvanu.',
          'Parādiet biedra kartes QR kodu, un mēs ieskaitīsim punktus par apmeklējumu.',
        ],
      },
      {
        title: 'Saules logi: ko teikt klientam',
        excerpt: 'Logam ar saules piedziņu nav vajadzīgi vadi, tāpēc uzstādīšana ir tikpat vienkārša kā manuālam logam.',
        paragraphs: [
          'Panelis loga augšdaļā uzlādē akumulatoru arī mākoņainā laikā. Lietus sensors automātiski aizver logu, kad sāk līt.',
          'Energoefektivitātes atbalsts attiecas arī uz jumta logu nomaiņu, to vērts uzsvērt.',
        ],
      },
      {
        title: 'Kluba sezona 2027: līmeņi sākas no jauna',
        excerpt: '1. janvārī noskenēto produktu skaitītāji tiek nonullēti, un jūs atkal varat kāpt augstāk.',
        paragraphs: [
          'Šogad sasniegtais līmenis ir spēkā līdz decembra beigām. Bonuss par produktu ir atkarīgs no uzņēmuma līmeņa.',
          'Šogad nopelnītie punkti beidzas tikai nākamā gada beigās, tāpēc tie nav jātērē steigā.',
        ],
      },
    ],
    checklist: [
      'Pirms uzstādīšanas pārbaudiet',
      'Jumta slīpums ir no 15° līdz 90°.',
      'Apmale atbilst jumta seguma veidam.',
      'Latas virs un zem loga ir līmenī.',
    ],
    gallery: ['Jumta logs saulrietā', 'Logi šīfera jumtā', 'Iekšējā žalūzija jumta logā'],
    videos: [
      ['Kā krāt punktus Klubā', 'Trīs minūtēs parādām, kā reģistrēt projektu, noskenēt produktus un saņemt punktus.'],
      ['Kā izmērīt jumta loga aili', 'Mērīšana starp spārēm un loga izmēra izvēle soli pa solim.'],
      ['Apmales uzstādīšana soli pa solim', 'Kā uzlikt priekšautu un blīves, lai ūdenim nebūtu iespēju.'],
      ['Iekšējās žalūzijas uzstādīšana', 'Vadotnes, turētāji un nospriegojuma regulēšana piecās minūtēs.'],
    ],
    resources: [
      ['Uzstādīšanas instrukcijas', 'PDF instrukcijas visiem logiem, apmalēm un piederumiem.', 'Atvērt instrukcijas'],
      ['Produktu katalogs', 'Aktuālais piedāvājums ar izmēriem un tehniskajiem datiem.', 'Pārlūkot katalogu'],
      ['Tehniskais atbalsts', 'Tehniskais konsultants atbild uz uzstādīšanas jautājumiem jūsu reģionā.', 'Rakstiet mums'],
      ['Balvu noteikumi', 'Bāzes punkti, līmeņi un bonusi vienuviet.', 'Skatīt noteikumus'],
    ],
    teasers: [
      ['Degvielas un pirkumu kuponi', 'Mainiet punktus pret kuponiem: kodu saņemsiet uzreiz pēc pasūtījuma.', 'Izvēlēties kuponu'],
      ['Instrumenti jumiķim', 'Skrūvgrieži, lāzera līmeņrāži un instrumentu somas par punktiem.', 'Uz veikalu'],
    ],
  },
  uk: {
    hero: ['Збирайте бали за кожне вікно', 'Реєструйте монтажі, скануйте коди з етикеток і обмінюйте бали на нагороди в магазині Клубу.'],
    heroDecor: ['Декор, який окупається', 'Монтуєте ролети й маркізи? Кожен відсканований виріб приносить бали в Декор-клубі.'],
    news: [
      {
        title: 'Новий оклад для черепичної покрівлі вже в продажу',
        excerpt: 'Оклад із попередньо сформованим фартухом скорочує монтаж на кілька хвилин і краще відводить воду.',
        paragraphs: [
          'Фартух із гофрованого алюмінію повторює профіль черепиці без різання. Ущільнювач із закритокомірчастої піни захищає від задування снігу.',
          'До кінця кварталу за кожен відсканований новий оклад ви отримуєте базові бали як за мансардне вікно.',
        ],
      },
      {
        title: 'Монтаж узимку: як уникнути конденсату',
        excerpt: 'Кілька правил, щоб вікно, встановлене на морозі, не пітніло всю зиму.',
        paragraphs: [
          'Найчастіша причина конденсату — перервана пароізоляція навколо рами. Пароізоляційний комір встановлюйте до оздоблення укосів.',
          'Нагадайте клієнту про провітрювання: відкритий вентиляційний клапан змінює повітря, не охолоджуючи кімнату.',
        ],
      },
      {
        title: 'Весняні навчання для монтажників',
        excerpt: 'Запрошуємо на одноденні практичні навчання в Києві, Львові та Дніпрі.',
        paragraphs: [
          'На навчанні ви встановите вікно в макет даху й ознайомитеся з новими окладами та системами керування. Учасники отримують сертифікат і 50 бонусних балів.',
          'Кількість місць обмежена, записує технічний консультант у вашому регіоні.',
        ],
      },
      {
        title: 'Зустріньмося на будівельній виставці',
        excerpt: 'На нашому стенді покажемо новинки сезону та монтаж наживо.',
        paragraphs: [
          'Чотири дні виставки наші консультанти відповідатимуть на запитання про монтаж у складні покрівлі. Члени Клубу отримають подарунок.',
          'Покажіть QR-код із картки учасника, і ми нарахуємо бали за відвідування.',
        ],
      },
      {
        title: 'Сонячні вікна: що сказати клієнту',
        excerpt: 'Вікну із сонячним приводом не потрібні кабелі, тож монтаж такий самий простий, як у ручного вікна.',
        paragraphs: [
          'Панель у верхній частині вікна заряджає акумулятор навіть у похмуру погоду. Датчик дощу автоматично зачиняє вікно, коли починається дощ.',
          'Програми енергоефективної модернізації охоплюють і заміну мансардних вікон, про це варто сказати.',
        ],
      },
      {
        title: 'Сезон Клубу 2027: рівні починаються знову',
        excerpt: '1 січня лічильники відсканованих виробів обнуляються, і ви знову можете піднятися вище.',
        paragraphs: [
          'Рівень, досягнутий цього року, діє до кінця грудня. Бонус за виріб залежить від рівня компанії.',
          'Бали, зароблені цього року, згорають лише наприкінці наступного, тож їх не треба витрачати поспіхом.',
        ],
      },
    ],
    checklist: [
      'Перед монтажем перевірте',
      'Кут нахилу даху — від 15° до 90°.',
      'Оклад відповідає типу покрівлі.',
      'Рейки над вікном і під ним вирівняні.',
    ],
    gallery: ['Мансардне вікно на заході сонця', 'Вікна в покрівлі зі сланцю', 'Внутрішня ролета в мансардному вікні'],
    videos: [
      ['Як збирати бали в Клубі', 'За три хвилини показуємо, як зареєструвати проєкт, відсканувати вироби й отримати бали.'],
      ['Як виміряти отвір під мансардне вікно', 'Вимірювання між кроквами та вибір розміру вікна крок за кроком.'],
      ['Монтаж окладу крок за кроком', 'Як покласти фартух і ущільнювачі, щоб вода не мала шансів.'],
      ['Монтаж внутрішньої ролети', 'Напрямні, тримачі й регулювання натягу за п’ять хвилин.'],
    ],
    resources: [
      ['Інструкції з монтажу', 'PDF-інструкції до всіх вікон, окладів і аксесуарів.', 'Відкрити інструкції'],
      ['Каталог продукції', 'Актуальний асортимент із розмірами й технічними даними.', 'Переглянути каталог'],
      ['Технічна підтримка', 'Технічний консультант відповість на запитання про монтаж у вашому регіоні.', 'Напишіть нам'],
      ['Правила нагород', 'Базові бали, рівні й бонуси в одному місці.', 'Переглянути правила'],
    ],
    teasers: [
      ['Ваучери на пальне й покупки', 'Обмінюйте бали на ваучери: код ви отримаєте одразу після замовлення.', 'Обрати ваучер'],
      ['Інструменти для покрівельника', 'Шуруповерти, лазерні рівні та сумки для інструментів за бали.', 'До магазину'],
    ],
  },
};
