"""The sources' own words: every statement the book credits to one of its four sources keeps
the exact words of that source here, and a test finds them in the source's text.

The four sources are short regional descriptions of the game (their texts are in
``tests/data/seeds/``, copied from the project's seed folder): ``hr-snaps`` (Šnaps as played
in Croatia, but written in Serbian, with the eastern spelling: *deljenje*, *pobednik*,
*nemačkoj*; the book says so wherever it names it), ``sl-snops`` (Slovenian Šnops),
``hu-snapszer`` (Hungarian Snapszer) and ``cs-66`` (Czech 66). A :class:`Quote` is one
credit: the source's id, its words exactly as the source writes them (an ellipsis ``…`` stands
for words left out: each part must be found in the source, in order) and the English
translation. The other editions' translations are the
catalogue entries ``quote.<key>``; an edition in the source's own language shows the words
alone (its catalogue entry repeats them).

Where the book cites a source:

- in a page's prose (MyST, every edition), with the role ``{quote}`` and the quote's key::

      A player who reaches 66 wins on the spot: {quote}`hu-reach-66`.

  It renders the words in the edition's quotation marks, the source's name (linked to the
  rules reference's list of sources) and, unless the edition is in the source's language,
  the translation: “… elérte a 66 pontot, megnyeri a partit” (Hungarian source: “… has
  reached 66 points wins the game”). An unknown key fails the build (tools/quotes_ext.py);
- in a decision (:mod:`.decisions`), by key in ``Decision.quotes``: the rules reference's
  "Where the sources differ" boxes show each quote with its translation;
- in Python (a page's code cell, a widget): :func:`schnapsen.teach.quotes.quote_html` and
  :func:`~schnapsen.teach.quotes.quote_text`.

Where a source does not say a thing, the book calls it its own reading or tournament practice
and quotes nothing. tests/test_quotes.py checks every quote against its source, and scans the
pages of every edition for sentences that credit a source without a quote.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Source", "Quote", "SOURCES", "QUOTES", "find_quote", "quote_parts"]


@dataclass(frozen=True)
class Source:
    """One of the book's four written sources: its id, the edition that reads it without a
    translation (``lang``, also its quotes' key prefix), the tradition it describes and the
    language its text is written in (``written``, the quote's HTML ``lang``; ``lang`` if
    empty)."""

    id: str
    lang: str
    tradition: str
    written: str = ""
    #: the first words of the text's first sentence (after its title, where it has one),
    #: exactly: all the book can show a reader who wants to find the text, as no author,
    #: date or address came with it
    opening: str = ""

    @property
    def text_lang(self) -> str:
        """The language of the source's text (``sr-Latn`` for the Šnaps source)."""
        return self.written or self.lang


SOURCES: dict[str, Source] = {
    s.id: s
    for s in (
        # read without translation in the Croatian edition, but written in Serbian
        Source("hr-snaps", "hr", "hr", written="sr-Latn",
               opening="Šnaps je jedna od poznatijih kartaških igara"),
        Source("sl-snops", "sl", "sl",
               opening="Šnops je igra s kartami, ki izvira iz nekdanjih avstro-ogrskih in "
               "nemških dežel"),
        Source("hu-snapszer", "hu", "hu",
               opening="Ehhez a játékhoz 20 vagy 24 lapos magyar kártyát használunk"),
        # the text begins with the forum's question, which its entry names as such (cs
        # reader, round 20); the rules text after it opens with a title in quotation marks of
        # its own, which the editions' quotation marks would nest badly
        Source("cs-66", "cs", "cs", opening="Znáte někdo pravidla hry 66 ( karty )?"),
    )
}


@dataclass(frozen=True)
class Quote:
    """A source's exact words (``…`` for words left out) and their English translation
    (the catalogue's source string of ``quote.<key>``)."""

    key: str
    source: str
    words: str
    english: str
    #: words of ``words`` misspelt in the source and kept as it has them; the book marks each
    #: with [sic] where it shows the quote (:func:`schnapsen.teach.quotes.shown_words`):
    #: every word the language's spelling norm writes otherwise (a letter, a capital, words
    #: run together, sl "z" for "s" before a voiceless consonant), none written as people
    #: speak (sl "dat" for "dati") and no punctuation
    sic: tuple[str, ...] = ()


ELLIPSIS = "\u2026"

QUOTES: tuple[Quote, ...] = (
    # --- Croatian (hr-snaps) ---
    Quote(
        "hr-popular",
        "hr-snaps",
        "Šnaps je jedna od poznatijih kartaških igara, pretežno se igra na prostorima stare "
        "Jugoslavije, a najviše u Hrvatskoj.",
        "Šnaps is one of the better-known card games; it is played mostly in the lands of the "
        "former Yugoslavia, and most of all in Croatia.",
    ),
    Quote(
        "hr-players",
        "hr-snaps",
        "Ova igra je predviđena da se igra u paru, mada nije nepoznato i da se može igrati u "
        "dvoje ili u troje.",
        "This game is meant to be played in pairs, though it is not unknown for it to be played "
        "by two or by three.",
    ),
    Quote(
        "hr-like-66",
        "hr-snaps",
        "Najsličnija je nemačkoj igri koja se zove 66",
        "It is most like the German game called 66",
    ),
    Quote(
        "hr-same-game",
        "hr-snaps",
        "malo ko zna da je Šnaps u stvari isto što i austrijska igra Schnapsen",
        "few know that Šnaps is in fact the same as the Austrian game Schnapsen",
    ),
    Quote(
        "hr-deck",
        "hr-snaps",
        "Šnaps se obično igra sa njima u skraćenom izdanju od 20 karata",
        "Šnaps is usually played with them, in a shortened edition of 20 cards",
    ),
    Quote(
        "hr-direction",
        "hr-snaps",
        "Deljenje karata u ovoj igri obično kreće u obrnutom smeru od kazaljki na satu.",
        "In this game the dealing usually goes the opposite way to the hands of a clock.",
    ),
    Quote(
        "hr-follow",
        "hr-snaps",
        "Poštovanje se odnosi na to da igrač mora na neku boju odgovoriti bojom.",
        "Following suit (poštovanje) means that a player must answer a suit with that suit.",
    ),
    Quote(
        "hr-trump-if-void",
        "hr-snaps",
        "Ako drugi igrač ili igrači nemaju tu istu boju, onda moraju igrati adut, a ukoliko ni "
        "aduta nemaju, onda igraju bilo kojom drugom kartom.",
        "If the second player or players do not have that suit, they must play a trump, and if "
        "they have no trump either, they play any other card.",
    ),
    Quote(
        "hr-match-start",
        "hr-snaps",
        "Na početku igre svi igrači imaju određeni broj bodova (uobičajeno je 7 ili 9).",
        "At the start of the game every player has a set number of points (usually 7 or 9).",
    ),
    Quote(
        "hr-match-zero",
        "hr-snaps",
        "Cilj jeste da se dođe do rezultata 0.",
        "The aim is to get down to a score of 0.",
    ),
    Quote(
        "hr-goes-down",
        "hr-snaps",
        "U svakom deljenju igrač ima priliku “ići za” neku vrednost (od 1 do 3) zavisno od "
        "vrednosti koju imaju oba igrača.",
        "In each deal a player has the chance to “go for” a value (from 1 to 3), depending on the "
        "value that both players have.",
    ),
    Quote(
        "hr-dosta",
        "hr-snaps",
        "Igrač mora imati 66 (u kartama) da bi mogao reći “dosta” ili “imam dosta”.",
        "A player must have 66 (in cards) to be able to say “dosta” or “imam dosta” (“enough”, “I "
        "have enough”).",
    ),
    Quote(
        "hr-marriage-on-lead",
        "hr-snaps",
        "zvanje je samo dok je igrač u štihu, tačnije kada je njegov red na igru",
        "a marriage is called only while the player is on lead, that is, when it is their turn to "
        "play",
    ),
    Quote(
        "hr-marriage-values",
        "hr-snaps",
        "Dama i kralj u bilo kojoj istoj boji nose 20 poena, dok u adutu iznose 40.",
        "A queen and a king of any one suit bring 20 points, and in trumps 40.",
    ),
    Quote(
        "hr-marriage-lead",
        "hr-snaps",
        "Igrač koji je na redu za igru može baciti bilo koju od te dve karte, potom pokazati "
        "drugu",
        "The player whose turn it is may play either of the two cards, then show the other",
    ),
    Quote(
        "hr-marriage-show",
        "hr-snaps",
        "Nije neophodno pokazati drugu kartu, ali je poželjno da bi se uvidelo da li igrač zaista "
        "ima zvanje.",
        "It is not necessary to show the other card, but it is advisable, so that one can see "
        "whether the player really has the marriage.",
    ),
    Quote(
        "hr-claim-marriage",
        "hr-snaps",
        "ukoliko igrač zove dvadeset on mora baciti jednu kartu, ali ako ima dosta, protivnik je "
        "nema priliku odneti",
        "if the player calls twenty, they must play one card, but if they have enough, the "
        "opponent gets no chance to take it",
    ),
    Quote(
        "hr-last-trick",
        "hr-snaps",
        "Onaj igrač koji vuče zadnji štih je automatski pobednik.",
        "The player who takes the last trick is automatically the winner.",
    ),
    Quote(
        "hr-first-lead",
        "hr-snaps",
        "Prvi igra onaj igrač kom je deljeno.",
        "The player who was dealt to plays first.",
    ),
    Quote(
        "hr-draw",
        "hr-snaps",
        "Onaj igrač koji je pokupio štih vuče prvi kartu sa preokrenutog špila, a zatim kartu "
        "vuče drugi igrač.",
        "The player who took the trick draws first from the face-down pack, and then the other "
        "player draws.",
    ),
    Quote(
        "hr-exchange",
        "hr-snaps",
        "Ta karta može se zameniti sa pubom u adutu ako je igrač u štihu.",
        "That card may be exchanged for the trump Jack (pub) if the player is on lead.",
    ),
    Quote(
        "hr-exchange-example",
        "hr-snaps",
        "Ako igrač ima damu i puba u ruci i na štihu je, a karta za menjanje je kralj, igrač može "
        "zameniti puba i kralja te zvati 40.",
        "If a player has the queen and the jack in hand and is on lead, and the card to exchange "
        "is the king, the player can exchange the jack for the king and call 40.",
    ),
    Quote(
        "hr-close",
        "hr-snaps",
        "Igra se može zatvoriti samo ako je ostalo više od dve karte za izvlačenje.",
        "The game can be closed only if more than two cards are left to draw.",
    ),
    Quote(
        "hr-close-strict",
        "hr-snaps",
        "Tada vrede pravila poštovanja i iberovanja.",
        "Then the rules of following suit and of heading the trick (iberovanje) apply.",
    ),
    Quote(
        "hr-close-cut",
        "hr-snaps",
        "Prednost zatvaranja je upravo u poštovanju no nedostatak je sledeći:",
        "The advantage of closing lies precisely in following suit, but the drawback is the "
        "following:",
    ),
    Quote(
        "hr-three-deal",
        "hr-snaps",
        "Svakom igraču se dele po tri karte, pa se tada stavljaju dve u talon (pokrivene).",
        "Each player is dealt three cards, and then two are put in the talon (face down).",
    ),
    Quote(
        "hr-three-call",
        "hr-snaps",
        "Onda igrač koji je sa desne strane deliocu (onaj koji je prvi dobio karte), mora zvati "
        "adut.",
        "Then the player on the dealer's right (the one who got cards first) must call trump.",
    ),
    Quote(
        "hr-three-turn",
        "hr-snaps",
        "Ako je igrač neodlučan, delioc mu može okrenuti sledeću kartu koja bi svakako bila "
        "njegova.",
        "If the player is undecided, the dealer can turn up for them the next card, which would "
        "be theirs anyway.",
    ),
    Quote(
        "hr-three-twelfth",
        "hr-snaps",
        "Ta karta je 12. po redu, te se nijedna druga karta ne okreće.",
        "That card is the 12th in order, and no other card is turned.",
    ),
    Quote(
        "hr-three-exchange",
        "hr-snaps",
        "Nakon zvanja, onaj koji je zvao, može izabrati jednu ili dve karte te ih zameniti za "
        "neku u talonu (igrač ne sme videti šta se nalazi u talonu.",
        "After the call, the one who called may choose one or two cards and exchange them for "
        "cards of the talon (the player must not see what is in the talon.",
    ),
    Quote(
        "hr-three-sides",
        "hr-snaps",
        "U Šnapsu u troje, ona dvojica igrača koji nisu zvali igraju zajedno (tj. štihovi koje "
        "nose im se broje zajednički) protiv onoga koji je zvao.",
        "In Šnaps for three, the two players who did not call play together (that is, the tricks "
        "they take are counted together) against the one who called.",
    ),
    Quote(
        "hr-three-strict",
        "hr-snaps",
        "Za razliku od Šnapsa u dvoje, pravila poštovanja i übera vrede od samoga početka.",
        "Unlike Šnaps for two, the rules of following suit and of über apply from the very start.",
    ),
    Quote(
        "hr-three-same",
        "hr-snaps",
        "Bodovanje i zvanja su ista u igri za troje.",
        "Scoring and marriages are the same in the game for three.",
    ),
    Quote(
        "hr-four-deal",
        "hr-snaps",
        "Svakom igraču se dele po tri karte, te onda igrač s desne strane delioca zove. Ovde nema "
        "okretanja. Nakon zvanja svakome se podele još dve karte.",
        "Each player is dealt three cards, and then the player on the dealer's right calls. There "
        "is no turning here. After the call everybody is dealt two more cards.",
    ),
    Quote(
        "hr-four-call",
        "hr-snaps",
        "igrač koji zove, zove određenu kartu, odnosno kaže boju i koja je karta (npr. zelena 10)",
        "the player who calls calls a particular card, that is, says the suit and which card it "
        "is (e.g. Leaves 10)",
    ),
    Quote(
        "hr-four-partner",
        "hr-snaps",
        "Onda onaj koji ima tu desetku igra s onim koji je zvao.",
        "Then whoever has that Ten plays with the one who called.",
    ),
    Quote(
        "hr-four-alone",
        "hr-snaps",
        "ako igrač sam ima tu istu kartu, onda igra sam protiv ostalih (koji igraju zajedno)",
        "if the player holds that very card, they play alone against the others (who play "
        "together)",
    ),
    Quote(
        "hr-four-no-sum",
        "hr-snaps",
        "Po pravilu se štihovi tj. njihove vrednosti ne bi trebalo zbrajati među igračima dok se "
        "ne odigra zvana karta.",
        "As a rule the tricks, that is, their values, should not be added up between the players "
        "until the called card has been played.",
    ),
    Quote(
        "hr-bela",
        "hr-snaps",
        "Ovaj princip je sličan principu “bele” iz belota",
        "This principle is like that of the “bela” in Belot",
    ),
    # --- Slovenian (sl-snops) ---
    Quote(
        "sl-origin",
        "sl-snops",
        "Šnops je igra s kartami, ki izvira iz nekdanjih avstro-ogrskih in nemških dežel.",
        "Šnops is a card game that comes from the former Austro-Hungarian and German lands.",
    ),
    Quote(
        "sl-name",
        "sl-snops",
        "Igra naj bi dobila ime po istoimenski žgani pijači, ki je bila nagrada za zmagovalno "
        "igro.",
        "The game is said to be named after the spirit of the same name, which was the prize for "
        "the winning game.",
    ),
    Quote(
        "sl-players",
        "sl-snops",
        "V igri lahko sodelujeta dva, trije, štirje ali pet igralcev.",
        "Two, three, four or five players can take part in the game.",
    ),
    Quote(
        "sl-three-talon",
        "sl-snops",
        "2 v talon",
        "2 to the talon",
    ),
    Quote(
        "sl-three-call",
        "sl-snops",
        'Prvi igralec po delilcu iz prvih treh kart "rufa" aduta.',
        "The first player after the dealer “calls” (rufa) trump from the first three cards.",
    ),
    Quote(
        "sl-any-suit",
        "sl-snops",
        "Rufa katerokoli barvo (kara, križ, pik ali srce), tisto pač, ki misli, da mu bo največ "
        "prinesla.",
        "They call any suit (diamonds, clubs, spades or hearts), whichever they think will bring "
        "them the most.",
        sic=("katerokoli",),
    ),
    Quote(
        "sl-alone",
        "sl-snops",
        "Ta igralec potem igra sam.",
        "That player then plays alone.",
    ),
    Quote(
        "sl-exchange",
        "sl-snops",
        "Če noben od ostalih dveh nič ne gre (durhmarš, berač, šnops), lahko zamenja dve karti iz "
        "talona, nato se igra začne.",
        "If neither of the other two goes for anything (durhmarš, berač, šnops), they may "
        "exchange two cards from the talon, and then the play begins.",
    ),
    Quote(
        "sl-caller-precedence",
        "sl-snops",
        "Igralec ki Rufa ima prednost odločanja igre, neglede na igro ki jo igra nasprotnik.",
        "The player who calls has precedence in deciding the game, regardless of the game the "
        "opponent plays.",
        sic=("Rufa", "neglede"),
    ),
    Quote(
        "sl-four-call",
        "sl-snops",
        "prvi po delilcu rufa, tokrat ne samo barvo (npr. srce 10)",
        "the first after the dealer calls, this time not only the suit (e.g. Hearts 10)",
    ),
    Quote(
        "sl-four-partner",
        "sl-snops",
        "Igralec, ki ima rufano karto igra s tistim, ki je klical, kar se seveda vidi potem v "
        "igri.",
        "The player who has the called card plays with the one who called, which of course shows "
        "later in the play.",
    ),
    Quote(
        "sl-follow",
        "sl-snops",
        "Igralci morajo dati karto iste barve. Če nimaš prave karte, moraš dat na mizo aduta in "
        "ta pobere vse karte.",
        "Players must give a card of the same suit. If you do not have the right card, you must "
        "put a trump on the table, and it takes all the cards.",
    ),
    Quote(
        "sl-marriage-count",
        "sl-snops",
        "Če napoveš 20 ali 40 in v igri ne dobis štiha se 20 ali 40 ne šteje.",
        "If you announce 20 or 40 and do not win a trick in the game, the 20 or 40 does not "
        "count.",
        sic=("dobis",),
    ),
    Quote(
        "sl-marriage",
        "sl-snops",
        "20 dama in kralj iste barve, obe pokažeš in z eno od njiju začneš",
        "20: queen and king of the same suit; you show both and start with one of them",
    ),
    Quote(
        "sl-marriage-on-lead",
        "sl-snops",
        "Seveda to storiš samo kadar si na vrsti.",
        "Of course you do this only when it is your turn.",
    ),
    Quote(
        "sl-first-lead",
        "sl-snops",
        "igralec, ki ni delil, je prvi na štihu",
        "the player who did not deal is first on lead",
    ),
    Quote(
        "sl-closer",
        "sl-snops",
        "če igrec “zapre” igro potem velja da more v vseh štihih pobrati dokler ne pride do 66",
        "if a player “closes” the game, then the rule is that they must take every trick until "
        "they get to 66",
        sic=("igrec",),
    ),
    Quote(
        "sl-draw",
        "sl-snops",
        'po koncu vsakega kroga vsak igralec "kupi" eno karto iz kupa, da ima vsak vedno 5 kart',
        "after each round every player “buys” one card from the pile, so that everybody always "
        "has 5 cards",
    ),
    Quote(
        "sl-five",
        "sl-snops",
        "Igra je možna tudi, s petimi igralci, vendar se pri taki igri v kupček doda še "
        '"najnerje" (devetke)',
        "The game is also possible with five players, but in such a game the “najnerji” (Nines) "
        "are added to the pack",
    ),
    Quote(
        "sl-five-as-four",
        "sl-snops",
        "Pravila za igro z petimi igralcemi so enaka, kot pri igri z štirimi",
        "The rules for the game with five players are the same as for the game with four",
        sic=("z petimi", "igralcemi", "z štirimi"),
    ),
    Quote(
        "sl-last-trick",
        "sl-snops",
        "Kdor dobi zadnji štih avtomatično zmaga, ne glede na prejšne štihe.",
        "Whoever wins the last trick wins automatically, regardless of the earlier tricks.",
        sic=("prejšne",),
    ),
    Quote(
        "sl-stop-on-lead",
        "sl-snops",
        "Igre ti sploh ni potrebno igrati do konca, če že prej zbereš dovolj točk, pa na štihu "
        "moraš biti takrat, ko nehaš.",
        "You need not play the game to the end at all if you collect enough points earlier, but "
        "you must be on lead when you stop.",
    ),
    Quote(
        "sl-66",
        "sl-snops",
        "Za zmago potrebuješ 66 pik.",
        "To win you need 66 pips (pik).",
    ),
    Quote(
        "sl-score-3",
        "sl-snops",
        "zmagovalec (ali dva) piše 3 točke, če soigralec (ali dva) ne dobita nobenega štiha",
        "the winner (or two) writes 3 points if the other player (or two) win no trick",
    ),
    Quote(
        "sl-score-2",
        "sl-snops",
        '2 točki, kadar zmaga, pa tisti, ki izgubi nima vode (ima dobljen štih, pa nima "vode" - '
        "33 točk)",
        "2 points when they win and the one who loses has no water (has won a trick but has no "
        "“water”: 33 points)",
    ),
    Quote(
        "sl-score-1",
        "sl-snops",
        '1 točko za zmago, ko tisti, ki izgubi ima "vodo"',
        "1 point for a win when the one who loses has “water”",
    ),
    Quote(
        "sl-anyone",
        "sl-snops",
        "Vsak, ne samo tisti, ki rufa, pa lahko napove tudi eno izmed naslednjih iger.",
        "Anyone, not only the one who calls, may also announce one of the following games.",
    ),
    Quote(
        "sl-snops",
        "sl-snops",
        "Šnops - 66 pik moraš zbrati v prvih treh štihih. Tisti, ki ne igra s tabo ne sme dobiti "
        "nobenega štiha.",
        "Šnops: you must collect 66 pips in the first three tricks. Whoever does not play with "
        "you must not win a single trick.",
    ),
    Quote(
        "sl-berac",
        "sl-snops",
        "Berač - nihče ne sme imeti nižje karte iste barve od tebe; igralec ne sme dobiti "
        "nobenega štiha.",
        "Berač: nobody may have a lower card of the same suit than you; the player must not win a "
        "single trick.",
    ),
    Quote(
        "sl-contract-leads",
        "sl-snops",
        "Tisti, igralec ki napove igro tudi začenja igro.",
        "The player who announces a game also starts the play.",
    ),
    Quote(
        "sl-stronger",
        "sl-snops",
        "Če napove več igralcev igro, ima prednost tisti igralec ki napove močnejšo igro.",
        "If several players announce a game, the player who announces the stronger game has "
        "precedence.",
    ),
    Quote(
        "sl-contract-values",
        "sl-snops",
        "Šnops je vreden 6 točk, durhmarš 7 točk, berač 9 točk in paver 12.",
        "Šnops is worth 6 points, durhmarš 7 points, berač 9 points and paver 12.",
    ),
    Quote(
        "sl-failed",
        "sl-snops",
        "Če igralcu ne uspe izpeljati se ostalim igralcem pišejo vrednosti igre.",
        "If the player fails to make it, the other players are written the value of the game.",
    ),
    # --- Hungarian (hu-snapszer) ---
    Quote(
        "hu-deck",
        "hu-snapszer",
        "Ehhez a játékhoz 20 vagy 24 lapos magyar kártyát használunk.",
        "For this game we use a Hungarian pack of 20 or 24 cards.",
    ),
    Quote(
        "hu-players",
        "hu-snapszer",
        "A játékosok száma 2, 3 vagy 4 lehet.",
        "There may be 2, 3 or 4 players.",
    ),
    Quote(
        "hu-values",
        "hu-snapszer",
        "Az ász a legerősebb lap, 11 pont; X: 10 pont; király; 4 pont; felső; 3 pont; alsó: 2 "
        "pont.",
        "The Ace is the strongest card, 11 points; X: 10 points; King: 4 points; Ober: 3 points; "
        "Unter: 2 points.",
    ),
    Quote(
        "hu-set-aside",
        "hu-snapszer",
        "A félretett 12 kártya a pontozást fogja segíteni.",
        "The 12 cards set aside will help with the scoring.",
    ),
    Quote(
        "hu-first-lead",
        "hu-snapszer",
        "Az első ütéshez az osztó ellenfele ad ki lapot.",
        "The dealer's opponent leads to the first trick.",
    ),
    Quote(
        "hu-no-follow",
        "hu-snapszer",
        "A játék során nincs színadási és felülütési kötelezettség",
        "During the play there is no duty to follow suit or to beat",
    ),
    Quote(
        "hu-trick",
        "hu-snapszer",
        "egy kihívott lapot csak azonos színű, rangban nagyobb kártyával vagy aduval lehet "
        "elvinni",
        "a led card can be taken only by a higher card of the same suit or by a trump",
    ),
    Quote(
        "hu-lead",
        "hu-snapszer",
        "Az ütést szerző játékosé lesz a kihívási jog.",
        "The player who wins the trick gets the right to lead.",
    ),
    Quote(
        "hu-draw",
        "hu-snapszer",
        "Minden ütés elvitele utána a játékosok egy-egy lapot húzhatnak a talonból, elsőként "
        "mindig az ütést szerző.",
        "After each trick the players may draw one card each from the talon, always the trick's "
        "winner first.",
        sic=("utána",),
    ),
    Quote(
        "hu-marriage",
        "hu-snapszer",
        "Az egy kézben lévő felső-király pár a kihívási jog birtokában bemondható úgy hogy a "
        "páros egyik tagját ki kell játszani.",
        "An Ober and King of one suit in one hand may be announced by the player who has the "
        "lead, in such a way that one of the pair must be played.",
    ),
    Quote(
        "hu-marriage-show",
        "hu-snapszer",
        "Kérés nélkül be kell mutatni a kihívott lap párját is.",
        "The other card of the pair must be shown too, without being asked.",
    ),
    Quote(
        "hu-marriage-count",
        "hu-snapszer",
        "A bemondott 20 és 40 csak akkor válik értékelhetővé, ha bemondója legalább egy ütést is "
        "tud szerezni.",
        "An announced 20 or 40 counts only if its announcer also wins at least one trick.",
    ),
    Quote(
        "hu-exchange",
        "hu-snapszer",
        "Az adunak felütött bármelyik lap azonos színű alsóval cserélhető.",
        "Whatever card is turned up as trump may be exchanged for the Unter of the same suit.",
    ),
    Quote(
        "hu-follow-after",
        "hu-snapszer",
        "Ha a talon elfogyott, érvénybe lép a színadási kötelezettség.",
        "When the talon has run out, the duty to follow suit comes into force.",
    ),
    Quote(
        "hu-reach-66",
        "hu-snapszer",
        "a lejátszás bármely fázisában … elérte a 66 pontot, megnyeri a partit",
        "at any stage of the play … has reached 66 points wins the game",
    ),
    Quote(
        "hu-score",
        "hu-snapszer",
        "1 pontot kap, ha ellenfele ütéseiben és bemondásaival elérte a 33 pontot; … 2 pontot "
        "kap, amikor nem érte el a 33 pontot; … 3 pontot nyer, ha ellenfele egyetlen ütést sem "
        "vitt el.",
        "gets 1 point if the opponent reached 33 points with tricks and announcements; … gets 2 "
        "points when the opponent did not reach 33 points; … wins 3 points if the opponent took "
        "not a single trick.",
    ),
    Quote(
        "hu-score-3",
        "hu-snapszer",
        "3 pontot nyer, ha ellenfele egyetlen ütést sem vitt el. (Hiába mondott 20-at vagy "
        "40-et.)",
        "wins 3 points if the opponent took not a single trick. (Even if the opponent announced "
        "20 or 40.)",
    ),
    Quote(
        "hu-last-trick",
        "hu-snapszer",
        "Gyakran egyik félnek sem sikerül 66 pontot teljesíteni. Ilyenkor az utolsó ütés elvitele "
        "jelenti a győzelmet.",
        "Often neither side manages to make 66 points. Then taking the last trick means the win.",
    ),
    Quote(
        "hu-markers",
        "hu-snapszer",
        "A pontokat a félretett 12 lapból szokták megadni. Egy játszma addig tart, míg valamelyik "
        "játékos elnyeri az összes pontozó lapot.",
        "The points are usually given from the 12 cards set aside. A match lasts until one of the "
        "players has won all the scoring cards.",
    ),
    Quote(
        "hu-three-deck",
        "hu-snapszer",
        "A 32 lapos magyar kártya VII és VIII lapjait nem használjuk, így 24 lappal folyik a "
        "játék.",
        "The VII and VIII cards of the 32-card Hungarian pack are not used, so the game is played "
        "with 24 cards.",
    ),
    Quote(
        "hu-three-right",
        "hu-snapszer",
        "A játék minden mozzanata jobbra tartással folyik. Az osztó személye osztásonként jobbra "
        "tartással változik.",
        "Every step of the game goes round to the right. The dealer changes from deal to deal, "
        "going round to the right.",
    ),
    Quote(
        "hu-three-strict",
        "hu-snapszer",
        "A hármas snapszerben színadási és felülütési kényszer van.",
        "In snapszer for three there is a duty to follow suit and to beat.",
    ),
    Quote(
        "hu-three-alone",
        "hu-snapszer",
        "A felvevő egyedül játszik két ellenfelével szemben.",
        "The declarer plays alone against two opponents.",
    ),
    Quote(
        "hu-three-trump",
        "hu-snapszer",
        "A tőle jobbra ülő játékosnak az első négy lapból kell bemondani egy aduszínt, a "
        "következő négy kártyát csak ez után veheti fel.",
        "The player on the dealer's right must announce a trump suit from the first four cards, "
        "and may pick up the next four only after that.",
    ),
    Quote(
        "hu-three-end",
        "hu-snapszer",
        "Ha a játék bármely szakaszában az egyik fél eléri a 66 pontot, véget ér a játék.",
        "If at any stage of the game one side reaches 66 points, the game ends.",
    ),
    Quote(
        "hu-three-score",
        "hu-snapszer",
        "A nyertes 1 pontot kap, ha a másik fél elérte a 33 pontot, 2 pontot kap, ha nem érte el "
        "ezt a határt, és 3 pontot írhat fel, ha ütést sem vitt.",
        "The winner gets 1 point if the other side reached 33 points, 2 points if it did not "
        "reach that mark, and may write 3 points if it took no trick at all.",
    ),
    Quote(
        "hu-kontra",
        "hu-snapszer",
        "A parti az ellenfelek által kontrázható, a felvevő részéről rekontrázható. Az elért "
        "pontok száma ilyenkor a leírtak kétszerese, illetve négyszerese.",
        "The opponents may double the game (kontra) and the declarer may redouble it (rekontra). "
        "The points won are then twice or four times those described.",
    ),
    Quote(
        "hu-three-match",
        "hu-snapszer",
        "Egy játszma általában 25 pont eléréséig tart. Csak a megszerzett pontokat írják. A "
        "vesztes bunkót kap neve mellé a pontozólapra.",
        "A match usually lasts until 25 points are reached. Only the points won are written down. "
        "The loser gets a bunkó beside their name on the score sheet.",
    ),
    Quote(
        "hu-four-deal",
        "hu-snapszer",
        "Az osztó 3-3 lapot ad mindenkinek. A felvevő a három lap megtekintése után nevezi meg a "
        "hívott lapot, majd ismét mindenki 3-3 kártyát kap.",
        "The dealer gives everyone three cards. The declarer names the called card after looking "
        "at the three cards, and then everyone gets three more cards.",
    ),
    Quote(
        "hu-four-secret",
        "hu-snapszer",
        "Amíg a partnernek hívott lap tulajdonosa nem válik ismertté, tulajdonképpen rajta kívül "
        "senki sem tudja, kivel is alkot párost a felvevő.",
        "Until the holder of the card called as partner becomes known, nobody but that player "
        "actually knows who the declarer's partner is.",
    ),
    Quote(
        "hu-four-snapszer",
        "hu-snapszer",
        "Erős lap birtokában a felvevő snapszert is bemondhat. Ilyenkor neki és partnerének úgy "
        "kell elérni a 66 pontot, hogy az ellenfelek nem szerezhetnek ütést.",
        "With a strong hand the declarer may also announce snapszer. Then the declarer and the "
        "partner must reach 66 points without the opponents winning a trick.",
    ),
    Quote(
        "hu-four-as-three",
        "hu-snapszer",
        "A játék egyébként mindenben azonos a hármas snapszerben leírtakkal.",
        "Otherwise the game is the same in every way as described for snapszer for three.",
    ),
    Quote(
        "hu-four-six",
        "hu-snapszer",
        "A díjazás is azonos, csupán a snapszert teljesítő párost jutalmazzák 6 ponttal.",
        "The scoring is the same too; only the pair that makes a snapszer is rewarded with 6 "
        "points.",
    ),
    Quote(
        "hu-four-kontra",
        "hu-snapszer",
        "Kontrázni itt is lehet, akár a partit, akár a bemondott snapszert.",
        "Kontra is allowed here too, on the game or on an announced snapszer.",
    ),
    Quote(
        "hu-four-match",
        "hu-snapszer",
        "A játszma 50 pont eléréséig tart. Csak a nyertes felek pontjait írják és összesítik. A "
        "legkevesebb pontot gyűjtő játékos neve mellé fekete pontot - bunkót - rajzolnak.",
        "The match lasts until 50 points are reached. Only the winning sides' points are written "
        "down and added up. Beside the name of the player who collects the fewest points they "
        "draw a black dot, the bunkó.",
    ),
    # --- Czech (cs-66) ---
    Quote(
        "cs-name",
        "cs-66",
        "Šestašedesát,známá také pod názvem „Schnapsen“.",
        "Sixty-six, also known as “Schnapsen”.",
        sic=("Šestašedesát,známá",),
    ),
    Quote(
        "cs-game",
        "cs-66",
        "Šnaps je karetní hra, která se hraje ve dvou celkem s 20 kartami.",
        "Šnaps is a card game played by two with 20 cards in all.",
    ),
    Quote(
        "cs-deal",
        "cs-66",
        "Rozdáno není všech 20 karet, pouze 5 karet každému hráči.",
        "Not all 20 cards are dealt, only 5 cards to each player.",
    ),
    Quote(
        "cs-turn",
        "cs-66",
        "Jedna karta z talónu se odkryje a položí se napříč k talónu. Tato karta pak představuje "
        "trumf.",
        "One card of the talon is turned face up and laid across the talon. This card then stands "
        "for trump.",
    ),
    Quote(
        "cs-cut",
        "cs-66",
        "Hráč, který rozdává karty, nechá svého protivníka sejmout a poté začne s rozdáváním "
        "karet.",
        "The player who deals lets the opponent cut, and then starts dealing.",
    ),
    Quote(
        "cs-first-lead",
        "cs-66",
        "Hráč, který karty nerozdávál, začíná hru.",
        "The player who did not deal starts the game.",
        sic=("nerozdávál",),
    ),
    Quote(
        "cs-trick",
        "cs-66",
        "Vyšší list v jedné barvě přebíjí všechny nižší hodnoty a trumfová barva je nadřazena "
        "všem ostatním barvám.",
        "A higher card of a suit beats all lower values, and the trump suit stands above all the "
        "other suits.",
    ),
    Quote(
        "cs-atout",
        "cs-66",
        "Přebíjí všechny barvy, musí být ale před začátkem hry deklarován.",
        "It beats every suit, but it must be declared before the game begins.",
    ),
    Quote(
        "cs-same-rank",
        "cs-66",
        "Při stejných hodnotách dvou karet přebíjí ta karta, která byla zahrána jako první. To "
        "však neplatí, když je poslední karta trumf.",
        "When two cards are of equal value, the card played first wins. This does not hold, "
        "though, when the last card is a trump.",
    ),
    Quote(
        "cs-reach-66",
        "cs-66",
        "Vyhrává hráč, který jako první dosáhne 66 bodů",
        "The winner is the player who first reaches 66 points",
    ),
    Quote(
        "cs-last-trick",
        "cs-66",
        "Vyhrává hráč, který jako první dosáhne 66 bodů nebo kterému se podaří poslední štych.",
        "The winner is the player who first reaches 66 points or who manages to take the last "
        "trick.",
    ),
    Quote(
        "cs-marriage",
        "cs-66",
        "Hlášky tvoří dvojice dam a králů jedné barvy a nazývají se páry, manželství nebo "
        "marriage. Pár se počítá za 20 bodů popř. za 40 – když je barva trumf.",
        "Announcements are made of a queen and a king of one suit, and are called pairs, "
        "marriages or “marriage”. A pair counts 20 points, or 40 when the suit is trump.",
    ),
    Quote(
        "cs-buml",
        "cs-66",
        "Hra se hraje na 7 extra bodů, které se počítají od 7 do 0. Hráč, který jako první skončí "
        "na nule, vyhrává a poražený spoluhráč získává buml.",
        "The game is played for 7 extra points, counted from 7 down to 0. The player who first "
        "ends at zero wins, and the losing fellow player gets the buml.",
    ),
    Quote(
        "cs-partie",
        "cs-66",
        "Několik her za sebou. Partie končí, jakmile hráči dosáhnou stanoveného počtu extra bodů "
        "resp. normálních bodů.",
        "Several games in a row. The partie ends as soon as the players reach the agreed number "
        "of extra points, or of normal points.",
    ),
    Quote(
        "cs-loupit",
        "cs-66",
        "Trumf, který leží pod talónem, může být vyměněn za kluka stejné barvy.",
        "The trump that lies under the talon may be exchanged for the jack of the same suit.",
    ),
    Quote(
        "cs-krejci-zpet",
        "cs-66",
        "Podaří-li se hráči dostat se na jeden extra bod a jeho protihráč přesto vyhraje (když "
        "vyhraje všechny následující partie), říká se, že tak zvládl Krejčiho zpět.",
        "If a player manages to get to one extra point and the opponent still wins (by winning "
        "all the following games), it is said that the opponent has pulled off krejčí zpět.",
    ),
    Quote(
        "cs-krejci",
        "cs-66",
        "Pokud hráč během hry nedostal ani jeden extra bod a protivník skončil na nule, pak se "
        "poražený nazývá krejčí.",
        "If a player got not a single extra point during the game and the opponent ended at zero, "
        "the loser is called krejčí.",
    ),
    Quote(
        "cs-overtake",
        "cs-66",
        "Hráč musí přidat vyšší kartu stejné barvy nebo trumf.",
        "The player must add a higher card of the same suit, or a trump.",
    ),
    Quote(
        "cs-predak",
        "cs-66",
        "Hráč, který míchá a rozdává karty (ve směru hodinových ručiček).",
        "The player who shuffles and deals the cards (clockwise).",
    ),
    Quote(
        "cs-draw",
        "cs-66",
        "Vždy líže jako první ten hráč, který přebil.",
        "The player who took the trick always draws first.",
    ),
    Quote(
        "cs-must-trump",
        "cs-66",
        "Hráč musí přiznat trumf, když nemá vhodnou barvu. To platí teprve, když již ve hře "
        "nejsou žádné talónové karty.",
        "The player must play a trump when they do not have the suit. This holds only once no "
        "talon cards are left in play.",
    ),
    Quote(
        "cs-close",
        "cs-66",
        "Hráč, který zrovna vynáší, má právo zavřít.",
        "The player who is on lead has the right to close.",
    ),
    Quote(
        "cs-failed-close",
        "cs-66",
        "Nedosáhne-li 66 bodů, hru vyhraje jeho spoluhráč a získá i extra body, které by jinak "
        "patřily hráči, který chtěl zavřít. Nejméně však 2.",
        "If the closer does not reach 66 points, the other player wins the game and also gets the "
        "extra points that would otherwise have gone to the player who wanted to close. At least "
        "2, though.",
    ),
    Quote(
        "cs-values",
        "cs-66",
        "Eso = 11 bodů … Desítka = 10 bodů … Král = 4 body … Dáma = 3 body … Kluk = 2 body",
        "Ace = 11 points … Ten = 10 points … King = 4 points … Queen = 3 points … Jack = 2 points",
    ),
    Quote(
        "cs-extra",
        "cs-66",
        "0 bodů = 3 extra body … 32 bodů nebo méně = 2 extra body … 65 až 33 bodů = 1 extra bod",
        "0 points = 3 extra points … 32 points or fewer = 2 extra points … 65 to 33 points = 1 "
        "extra point",
    ),
    # --- Hungarian (hu-snapszer) ---
    Quote(
        "hu-rank-value",
        "hu-snapszer",
        "a lapok rangsora az egyes színekben és pontértékük ugyanaz marad",
        "the cards' order in each suit and their point values stay the same",
    ),
    # --- Czech (cs-66) ---
    Quote(
        "cs-suits",
        "cs-66",
        "Barva: Pojem pro srdce, káry, piky a kříže.",
        "Suit: the word for hearts, diamonds, spades and clubs.",
    ),
    Quote(
        "cs-queen-jack",
        "cs-66",
        "Dáma = 3 body … Kluk = 2 body",
        "Queen = 3 points … Jack = 2 points",
    ),
    Quote(
        "cs-oka",
        "cs-66",
        "Oka: Označují hodnotu jednotlivých karet.",
        "Oka (pips): they mark the value of each card.",
    ),
    Quote(
        "cs-extra-points",
        "cs-66",
        "Extra body udávají hodnotu jednotlivé hry.",
        "Extra points give the value of a single game.",
    ),
    # --- Croatian (hr-snaps) ---
    Quote(
        "hr-trick",
        "hr-snaps",
        "Karte veće vrednosti nose one manje vrednosti ukoliko su iste boje, izuzetak su aduti.",
        "Higher cards take lower ones of the same suit; trumps are the exception.",
    ),
    # --- Slovenian (sl-snops) ---
    Quote(
        "sl-trick",
        "sl-snops",
        "tisti, ki ima najvišjo pobere … moraš dat na mizo aduta in ta pobere vse karte",
        "whoever has the highest takes them … you must put a trump on the table, and it takes all "
        "the cards",
    ),
    # --- Czech (cs-66) ---
    Quote(
        "cs-extra-not-normal",
        "cs-66",
        "Ty se nesmí zaměnit s normálními body.",
        "They must not be confused with normal points.",
    ),
    Quote(
        "cs-talon",
        "cs-66",
        "Balíček karet, ze kterého si po každém odhození hráči lížou kartu.",
        "The pile of cards from which the players draw a card after each play.",
    ),
    # --- Hungarian (hu-snapszer) ---
    Quote(
        "hu-four-winners",
        "hu-snapszer",
        "Csak a nyertes felek pontjait írják és összesítik.",
        "Only the winning sides' points are written down and added up.",
    ),
    # --- Croatian (hr-snaps) ---
    Quote(
        "hr-three-risk",
        "hr-snaps",
        "To uključuje rizik, ali može pomoći.",
        "That involves a risk, but it can help.",
    ),
    # --- the Hungarian and Czech chapters (snapszer, sestasedesat pages) ---
    Quote(
        "hu-two-deck",
        "hu-snapszer",
        "A magyar kártya csomagból kivesszük a VII, VIII és IX lapokat, így csak 20 kártya marad a"
        " játékhoz.",
        "We take the VII, VIII and IX cards out of the Hungarian pack, so only 20 cards are left "
        "for the game.",
    ),
    Quote(
        "hu-deal",
        "hu-snapszer",
        "Keverés és emeltetés után az osztó három lapot ad partnerének és magának, egy lapot "
        "aduként nyitottan helyez az asztalra, majd 2-2 lapot oszt mindkettőjüknek.",
        "After shuffling and having the pack cut, the dealer gives three cards to the other player"
        " and to himself, lays one card face up on the table as trump, then deals two cards to "
        "each of them.",
    ),
    Quote(
        "hu-talon",
        "hu-snapszer",
        "A maradék csomag az adulapot félig fedve lesz a húzható talon.",
        "The rest of the pack, half covering the trump card, becomes the talon to draw from.",
    ),
    Quote(
        "hu-announce",
        "hu-snapszer",
        "Így is kell bejelenteni: negyven és húsz.",
        "That is how it must be announced: forty and twenty.",
    ),
    Quote(
        "hu-nine",
        "hu-snapszer",
        "A IX lap lesz a leggyengébb a hierarchiában, pontértéke ennek a lapnak nincs.",
        "The IX becomes the weakest card in the order; this card has no point value.",
    ),
    Quote(
        "cs-no-follow",
        "cs-66",
        "Barva se nectí a hodnoty se nepřebíjí, dokud leží na stole talónové karty.",
        "Suit is not followed and values are not beaten as long as talon cards lie on the table.",
    ),
    Quote(
        "cs-close-lay",
        "cs-66",
        "Položí kartu, která leží dole v talónu (tato karta definuje trumf, leži lícem navrch) na "
        "balíček karet. Od této chvíle si již hráči nemohou lízat další karty a platí povinnost "
        "trumfu a povinnost přebíjet.",
        "The player lays the card that lies at the bottom of the talon (this card defines the "
        "trump; it lies face up) on the pile of cards. From then on the players may draw no more "
        "cards, and the duty to trump and the duty to beat apply.",
        sic=("leži",),
    ),
    Quote(
        "cs-closer-66",
        "cs-66",
        "Hráč, který zavřel, nyní musí dosáhnout 66 bodů, aby vyhrál hru. Při počítání bodů se "
        "sečtou body protivníka, které měl před zavřením.",
        "The player who closed must now reach 66 points to win the game. When the points are "
        "counted, the opponent's points from before the close are added up.",
    ),
    # --- quoted by the tradition chapters (snaps, snops) ---
    Quote(
        "hr-deal-two",
        "hr-snaps",
        "Svakom igraču se podele po tri karte, a potom se jedna karta okrene licem prema gore, "
        "i još se svakom igraču podele po dve karte.",
        "Each player is dealt three cards, then one card is turned face up, and each player is "
        "dealt two more cards.",
    ),
    Quote(
        "hr-trump",
        "hr-snaps",
        "ona ima jačinu da nosi svaku drugu boju",
        "it has the strength to take every other suit",
    ),
    Quote(
        "sl-cards",
        "sl-snops",
        "Šnops se igra z dvajsetimi kartami.",
        "Šnops is played with twenty cards.",
    ),
    Quote(
        "sl-century",
        "sl-snops",
        "Igra je menda nastala v 17. stoletju",
        "The game is said to have arisen in the 17th century",
    ),
    Quote(
        "sl-madzarske",
        "sl-snops",
        "igra pa se z nemškimi kartami, ki jim na Slovenskem pravimo madžarske karte (želod, "
        "zelje, srce, buča) in francoskimi kartami (križ, pik, srce in karo)",
        "and it is played with German cards, which in Slovenia we call Hungarian cards (acorns, "
        "leaves, hearts, bells), and with French cards (clubs, spades, hearts and diamonds)",
    ),
    Quote(
        "sl-two-trump",
        "sl-snops",
        "vzameš eno karto, njena barva je zdaj adut (pri dveh igralcih se ne rufa)",
        "you take one card; its suit is now trump (with two players there is no calling)",
    ),
    Quote(
        "sl-values",
        "sl-snops",
        "Asi štejejo 11 pik, desetke 10, kralji 4, dame 3, fantje 2",
        "Aces count 11 pips, Tens 10, Kings 4, Queens 3, Jacks 2",
    ),
    Quote(
        "sl-two-pile",
        "sl-snops",
        "kup preostalih 9 kart daš na stran in na dno kupa daš karto aduta poševno na kup tako, "
        "da se vidi barvo aduta",
        "you put the pile of the remaining 9 cards aside, and at the bottom of the pile you put "
        "the trump card, slanting across it so that the trump suit shows",
    ),
)

_BY_KEY: dict[str, Quote] = {q.key: q for q in QUOTES}


def find_quote(key: str) -> Quote:
    """The quote with this key (``KeyError`` naming the known keys when there is none)."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise KeyError(f"no source quote {key!r}; known: {', '.join(sorted(_BY_KEY))}") from None


def quote_parts(words: str) -> list[str]:
    """The parts of a quote that must appear in the source, in order (split at ``…``)."""
    return [p.strip() for p in words.split(ELLIPSIS) if p.strip()]
