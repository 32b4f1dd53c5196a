"""The sources' own words: every statement the book credits to one of its four sources keeps
the exact words of that source here, and a test finds them in the source's text.

The four sources are short regional descriptions of the game (their texts are in
``tests/data/seeds/``, copied from the project's seed folder): ``hr-snaps`` (Croatian Šnaps,
written in Croatian), ``sl-snops`` (Slovenian Šnops), ``hu-snapszer`` (Hungarian Snapszer) and
``cs-66`` (Czech 66). A :class:`Quote` is one credit: the source's id, its words exactly as the
source writes them (an ellipsis ``…`` stands for words left out: each part must be found in
the source, in order) and the English translation. The other editions' translations are the
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
    """One of the book's four written sources: its id, the language it is written in and the
    tradition it describes."""

    id: str
    lang: str
    tradition: str


SOURCES: dict[str, Source] = {
    s.id: s
    for s in (
        Source("hr-snaps", "hr", "hr"),
        Source("sl-snops", "sl", "sl"),
        Source("hu-snapszer", "hu", "hu"),
        Source("cs-66", "cs", "cs"),
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


ELLIPSIS = "\u2026"

QUOTES: tuple[Quote, ...] = (
    # --- Croatian (hr-snaps) ---
    Quote(
        "hr-direction",
        "hr-snaps",
        "Deljenje karata u ovoj igri obično kreće u obrnutom smeru od kazaljki na satu.",
        "In this game the dealing usually goes the opposite way to the hands of a clock.",
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
        "hr-exchange",
        "hr-snaps",
        "Ta karta može se zameniti sa pubom u adutu ako je igrač u štihu.",
        "That card may be exchanged for the trump Jack (pub) if the player is on lead.",
    ),
    Quote(
        "hr-close",
        "hr-snaps",
        "Igra se može zatvoriti samo ako je ostalo više od dve karte za izvlačenje.",
        "The game can be closed only if more than two cards are left to draw.",
    ),
    Quote(
        "hr-three-call",
        "hr-snaps",
        "Onda igrač koji je sa desne strane deliocu (onaj koji je prvi dobio karte), mora zvati "
        "adut.",
        "Then the player on the dealer's right (the one who got cards first) must call trump.",
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
        "hr-three-strict",
        "hr-snaps",
        "Za razliku od Šnapsa u dvoje, pravila poštovanja i übera vrede od samoga početka.",
        "Unlike Šnaps for two, the rules of following suit and of über apply from the very start.",
    ),
    Quote(
        "hr-four-call",
        "hr-snaps",
        "igrač koji zove, zove određenu kartu, odnosno kaže boju i koja je karta (npr. zelena 10)",
        "the player who calls calls a particular card, that is, says the suit and which card it "
        "is (e.g. Leaves 10)",
    ),
    Quote(
        "hr-four-alone",
        "hr-snaps",
        "ako igrač sam ima tu istu kartu, onda igra sam protiv ostalih (koji igraju zajedno)",
        "if the player holds that very card, they play alone against the others (who play "
        "together)",
    ),
    # --- Slovenian (sl-snops) ---
    Quote(
        "sl-any-suit",
        "sl-snops",
        "Rufa katerokoli barvo (kara, križ, pik ali srce), tisto pač, ki misli, da mu bo največ "
        "prinesla.",
        "They call any suit (diamonds, clubs, spades or hearts), whichever they think will bring "
        "them the most.",
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
    ),
    Quote(
        "sl-closer",
        "sl-snops",
        "če igrec “zapre” igro potem velja da more v vseh štihih pobrati dokler ne pride do 66",
        "if a player “closes” the game, then the rule is that they must take every trick until "
        "they get to 66",
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
    ),
    Quote(
        "sl-last-trick",
        "sl-snops",
        "Kdor dobi zadnji štih avtomatično zmaga, ne glede na prejšne štihe.",
        "Whoever wins the last trick wins automatically, regardless of the earlier tricks.",
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
        "sl-score-3",
        "sl-snops",
        "zmagovalec (ali dva) piše 3 točke, če soigralec (ali dva) ne dobita nobenega štiha",
        "the winner (or two) writes 3 points if the other player (or two) win no trick",
    ),
    Quote(
        "sl-anyone",
        "sl-snops",
        "Vsak, ne samo tisti, ki rufa, pa lahko napove tudi eno izmed naslednjih iger.",
        "Anyone, not only the one who calls, may also announce one of the following games.",
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
        "sl-failed",
        "sl-snops",
        "Če igralcu ne uspe izpeljati se ostalim igralcem pišejo vrednosti igre.",
        "If the player fails to make it, the other players are written the value of the game.",
    ),
    # --- Hungarian (hu-snapszer) ---
    Quote(
        "hu-set-aside",
        "hu-snapszer",
        "A félretett 12 kártya a pontozást fogja segíteni.",
        "The 12 cards set aside will help with the scoring.",
    ),
    Quote(
        "hu-no-follow",
        "hu-snapszer",
        "A játék során nincs színadási és felülütési kötelezettség",
        "During the play there is no duty to follow suit or to beat",
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
        "hu-kontra",
        "hu-snapszer",
        "A parti az ellenfelek által kontrázható, a felvevő részéről rekontrázható. Az elért "
        "pontok száma ilyenkor a leírtak kétszerese, illetve négyszerese.",
        "The opponents may double the game (kontra) and the declarer may redouble it (rekontra). "
        "The points won are then twice or four times those described.",
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
        "cs-predak",
        "cs-66",
        "Hráč, který míchá a rozdává karty (ve směru hodinových ručiček).",
        "The player who shuffles and deals the cards (clockwise).",
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
