import type { SeedDailyPrayer } from './types';
import { dailyPrayers065 } from './daily-prayers-065';
import { dailyPrayers141 } from './daily-prayers-141';
import { dailyPrayers216 } from './daily-prayers-216';
import { dailyPrayers291 } from './daily-prayers-291';

/**
 * The first release's daily prayer library (64 prayers, daily-001 to daily-064). Prayers are original texts;
 * each `scripture` is quoted verbatim from the World English Bible (public domain) and checked against two
 * copies of it (scripts/seed-scripture.ts, db/src/seed/scripture.test.ts). Keys are stable: never renumber or
 * reuse one, and keep this order (the library pick orders by id, which follows it in a new database).
 */
export const firstDailyPrayers: readonly SeedDailyPrayer[] = [
  {
    key: 'daily-001',
    title: 'A Morning Offering',
    content:
      'Lord God, before the noise of the day begins, I turn my face toward you. You have kept watch over me through the night, and now you give me a new morning I did not earn. I lay before you the plans I have made and the worries I carried to bed, and I leave them in your hands.\n\nTeach me to watch expectantly today: to notice your kindness in small things, to hear your voice in the people I meet, and to trust you when the hours do not go as I hoped. Let my first words be thanks and my last words be praise. Through Jesus Christ our Lord. Amen.',
    scripture:
      'Yahweh, in the morning you will hear my voice. In the morning I will lay my requests before you, and will watch expectantly.',
    reference: 'Psalm 5:3 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-002',
    title: 'Learning to Wait',
    content:
      'Faithful God, you know how quickly I grow restless. I want answers today and clear roads tomorrow, and waiting feels like wasted time. Yet your word tells me that you are good to those who wait for you and to the soul who seeks you.\n\nQuiet my hurried heart. Where I am tempted to force doors open, give me patience; where I am tempted to give up, give me hope. Let this season of waiting become a season of seeking, so that I come to know you more deeply than the thing I am waiting for.\n\nI place my unanswered prayers in your care, trusting that your timing is wiser than mine. Amen.',
    scripture:
      'Yahweh is good to those who wait for him, to the soul who seeks him. It is good that a man should hope and quietly wait for the salvation of Yahweh.',
    reference: 'Lamentations 3:25-26 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-003',
    title: 'Work as an Offering',
    content:
      'Lord Jesus, you worked with your hands in Nazareth before you ever preached in Galilee, and you know the weight of ordinary labor. Today I offer you my work: the tasks I enjoy and the ones I would rather avoid, the work that is seen and the work no one will notice.\n\nHelp me to work heartily, not to impress others but to serve you. Give me honesty in small decisions, patience with the people I work beside, and the humility to ask for help when I need it. When I am tired or overlooked, remind me that nothing done in love for you is wasted.\n\nLet my work today be a quiet act of worship. Amen.',
    scripture:
      'And whatever you do, work heartily, as for the Lord and not for men, knowing that from the Lord you will receive the reward of the inheritance; for you serve the Lord Christ.',
    reference: 'Colossians 3:23-24 (WEB)',
  },
  {
    key: 'daily-004',
    title: 'Kind and Tender-Hearted',
    content:
      'Merciful Father, you have forgiven me far more than I could ever repay. Yet I confess that I still keep accounts of the wrongs done to me. Old hurts return to my mind, and bitterness settles in places where your peace should live.\n\nToday I bring you the names and memories I find hardest to release. I do not ask you to pretend the wrong was small, but to give me a heart that is kind and tender rather than hard. Teach me to forgive as you in Christ have forgiven me, even when it must be done again and again.\n\nWhere reconciliation is wise, open the way; where it is not yet possible, keep my heart free of malice. Amen.',
    scripture:
      'Let all bitterness, wrath, anger, outcry, and slander be put away from you, with all malice. And be kind to one another, tender hearted, forgiving each other, just as God also in Christ forgave you.',
    reference: 'Ephesians 4:31-32 (WEB)',
  },
  {
    key: 'daily-005',
    title: 'The House You Build',
    content:
      'Lord, I can work hard for my household, plan carefully and worry constantly, yet unless you build our home, all our labor is in vain. So this morning I entrust to you the people I live with and love, and the ones who are far away.\n\nBe the foundation of our family. Where there is tension, bring patience; where there is silence, bring honest words; where there is weariness, bring rest. Teach us to forgive quickly, to laugh often, and to make room at our table for others.\n\nWatch over each one today, wherever the day takes them. Let our home be a place where your love is learned and shared. Amen.',
    scripture:
      'Unless Yahweh builds the house, they who build it labor in vain. Unless Yahweh watches over the city, the watchman guards it in vain.',
    reference: 'Psalm 127:1 (WEB)',
  },
  {
    key: 'daily-006',
    title: 'Rest in Your Presence',
    content:
      'Lord, you promised Moses that your presence would go with him and that you would give him rest. I need that promise today. My mind runs ahead of me, my list is long, and even my resting hours are crowded with noise.\n\nTeach me that rest is not only the end of work but a gift I receive from you. Slow me down enough to breathe, to notice, and to remember that the world does not depend on my striving. Walk with me through each task, so that I am never working alone.\n\nWhen evening comes, let me lay down what is unfinished without guilt, trusting that your presence stays when my strength runs out. Amen.',
    scripture: 'He said, “My presence will go with you, and I will give you rest.”',
    reference: 'Exodus 33:14 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-007',
    title: 'Walking Humbly',
    content:
      'Lord, you have shown us what is good, and it is not complicated: to act justly, to love mercy, and to walk humbly with you. Forgive me for the times I have made faith about appearances, or about winning arguments, rather than about these simple and demanding things.\n\nToday, let me act justly in the choices within my reach, in how I spend, speak and treat those with less power than me. Let me love mercy, giving others the same patience I hope to receive. And let me walk humbly, listening more than I speak and remembering that every good thing I have came from you.\n\nKeep my steps close to yours all day long. Amen.',
    scripture:
      'He has shown you, O man, what is good. What does Yahweh require of you, but to act justly, to love mercy, and to walk humbly with your God?',
    reference: 'Micah 6:8 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-008',
    title: 'With All My Heart',
    content:
      'Loving God, you ask for all of me: heart, soul, strength and mind. Too often I give you a corner of my attention and keep the rest for myself. This morning I want to offer you everything again, the feelings I understand and the ones I do not.\n\nTeach me also to love my neighbor as myself. Open my eyes to the people I pass without seeing: the colleague who is struggling, the stranger who needs a kind word, the person whose opinions frustrate me. Let my love be practical, patient and generous.\n\nLike the Samaritan on the road, may I stop where others pass by, and find that in loving them I am loving you. Amen.',
    scripture:
      'He answered, “You shall love the Lord your God with all your heart, with all your soul, with all your strength, and with all your mind; and your neighbor as yourself.”',
    reference: 'Luke 10:27 (WEB)',
  },
  {
    key: 'daily-009',
    title: 'For Those Who Grieve',
    content:
      'God of all comfort, I come to you carrying grief. Some losses are fresh and sharp; others are old and still ache on ordinary days. You do not ask me to pretend I am not sad. You see every tear, and you promise a day when you will wipe them all away.\n\nUntil that day, stay close. Sit with me in the silence when words do not help. Surround those who mourn today with friends who listen and do not hurry them. Hold in your care those we have loved and lost.\n\nGive me hope that is honest about sorrow yet larger than it, because your dwelling is with your people and death will not have the last word. Amen.',
    scripture:
      'I heard a loud voice out of heaven saying, “Behold, God’s dwelling is with people; and he will dwell with them, and they will be his people, and God himself will be with them as their God. He will wipe away every tear from their eyes. Death will be no more; neither will there be mourning, nor crying, nor pain any more. The first things have passed away.”',
    reference: 'Revelation 21:3-4 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-010',
    title: 'The Path of Life',
    content:
      'Lord, you show me the path of life, and in your presence there is fullness of joy. I confess that I often look for joy elsewhere: in approval, in comfort, in getting my own way. These things please me for a moment and then leave me hungry.\n\nToday, let me find my gladness in you. Open my eyes to the beauty you have placed in this day: the light through the window, the voice of someone I love, the work I am able to do. Let joy be my strength, not because everything is easy, but because you are near.\n\nMake me a person whose joy spills over into kindness for others. Amen.',
    scripture:
      'You will show me the path of life. In your presence is fullness of joy. In your right hand there are pleasures forever more.',
    reference: 'Psalm 16:11 (WEB)',
  },
  {
    key: 'daily-011',
    title: 'A Cheerful Giver',
    content:
      'Generous God, everything I have is a gift from your hand: my breath, my daily bread, my time, my abilities, the people who love me. You give freely and without counting the cost, and you invite me to share that same freedom.\n\nLoosen my grip on what I think is mine. Show me where I can give today: money to someone in need, time to someone who is lonely, attention to someone who feels unseen. Deliver me from giving grudgingly or only to be noticed.\n\nMake me a cheerful giver, not because I have plenty, but because I trust that you will never stop caring for me. Let my generosity be a small reflection of yours. Amen.',
    scripture:
      'Remember this: he who sows sparingly will also reap sparingly. He who sows bountifully will also reap bountifully. Let each man give according as he has determined in his heart, not grudgingly or under compulsion, for God loves a cheerful giver.',
    reference: '2 Corinthians 9:6-7 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-012',
    title: 'How Many Are Your Works',
    content:
      'Creator God, how many are your works! In wisdom you made them all: mountains and rivers, the smallest insect and the widest sky, the rhythm of the seasons and the faces of the people I love. The earth is full of your riches, and I so often hurry past them.\n\nSlow me down today to wonder. Let me notice the birdsong, the changing light, the taste of food, the strength in my body. Teach me to receive creation with gratitude and to care for it with respect, as a steward and not an owner.\n\nMay my life join the song that all your creatures sing, giving you glory simply by being what you made them to be. Amen.',
    scripture: 'Yahweh, how many are your works! In wisdom, you have made them all. The earth is full of your riches.',
    reference: 'Psalm 104:24 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-013',
    title: 'Let Justice Roll',
    content:
      'Righteous God, you long for justice to roll on like rivers and righteousness like a mighty stream. You see the places in our world where that stream has run dry: where the poor are overlooked, where the powerful go unchecked, where the vulnerable have no voice.\n\nForgive me for the ways I have benefited from injustice without noticing, and for the times I have looked away because it was easier. Give me courage to speak up, wisdom to act well, and humility to listen to those who suffer.\n\nStrengthen all who work for fairness in courts, in workplaces, in neighborhoods and among the nations. Let my worship be honest, joined to a life that seeks what is right. Amen.',
    scripture: 'But let justice roll on like rivers, and righteousness like a mighty stream.',
    reference: 'Amos 5:24 (WEB)',
  },
  {
    key: 'daily-014',
    title: 'Day by Day Together',
    content:
      'Lord Jesus, from the beginning your people gathered day by day, breaking bread, praying together and sharing their lives with glad and sincere hearts. Thank you for your church: for those who taught me the faith, for those who pray for me, and for the many believers I will never meet.\n\nForgive our divisions and our coldness toward one another. Make your church a place of welcome, where the weary find rest and strangers become family. Bless its leaders with wisdom and humility, and its members with love that is practical and kind.\n\nHelp me to play my part today, however small, in the life of your people, so that others may see your goodness and be drawn to you. Amen.',
    scripture:
      'Day by day, continuing steadfastly with one accord in the temple, and breaking bread at home, they took their food with gladness and singleness of heart, praising God and having favor with all the people. The Lord added to the assembly day by day those who were being saved.',
    reference: 'Acts 2:46-47 (WEB)',
  },
  {
    key: 'daily-015',
    title: 'For the Lonely',
    content:
      'Father of the fatherless, you set the lonely in families. Today I pray for all who feel alone: those who live by themselves, those who are far from home, those who are grieving, and those who feel unseen even in a crowded room.\n\nBe near to them in a way they can feel. Send them a friend, a knock on the door, a kind message at the right moment. And if loneliness is my own burden today, meet me in it. Remind me that I am known and loved by you.\n\nOpen my eyes to the lonely people around me. Give me the courage to reach out, to listen well, and to make space in my life for someone who needs company. Amen.',
    scripture:
      'A father of the fatherless, and a defender of the widows, is God in his holy habitation. God sets the lonely in families. He brings out the prisoners with singing, but the rebellious dwell in a sun-scorched land.',
    reference: 'Psalm 68:5-6 (WEB)',
  },
  {
    key: 'daily-016',
    title: 'For Those Who Are Sick',
    content:
      'Compassionate God, you sustain those who lie on the sickbed. I bring before you all who are ill today: those waiting for a diagnosis, those in pain, those recovering slowly, those whose illness is long and hidden, and those who care for them through long days and nights.\n\nGive them your comfort and your strength. Guide the hands and minds of doctors, nurses and caregivers. Grant rest to the weary, courage to the frightened, and a sense of your presence to those who feel abandoned.\n\nWhatever the coming days hold, let no one face them alone. Teach me how to be a faithful friend to the sick, with a visit, a meal, a prayer or simply a patient ear. Amen.',
    scripture: 'Yahweh will sustain him on his sickbed, and restore him from his bed of illness.',
    reference: 'Psalm 41:3 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-017',
    title: 'A Great Light',
    content:
      'Lord God, the people who walked in darkness have seen a great light. In this season of waiting, I remember that you did not leave the world in shadow but came to us in your Son. Shine that light into the dark places of my own heart.\n\nWhere I am discouraged, kindle hope. Where I have grown cynical, renew my wonder. Where fear has made me small, make me brave enough to hope again. Let me prepare room for Christ, not only in my home but in my habits, my words and my attention.\n\nI pray for all who live today in the shadow of war, poverty, illness or despair. Let your light reach them, and let me carry some of it. Amen.',
    scripture:
      'The people who walked in darkness have seen a great light. The light has shined on those who lived in the land of the shadow of death.',
    reference: 'Isaiah 9:2 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-018',
    title: 'Your Love in the Morning',
    content:
      'Lord, let me hear of your loving kindness in the morning, for I put my trust in you. Before I read the news or answer a message, I want to hear your voice first. Remind me that I am loved before I have done anything at all.\n\nShow me the way I should walk today. I face choices, large and small, and I do not always know what is right. Give me clear thinking, good counsel and a heart that wants your will more than my own comfort.\n\nI lift my soul to you: my plans, my fears, my hopes. Lead me step by step, and when I wander, bring me gently back to the path. Amen.',
    scripture:
      'Cause me to hear your loving kindness in the morning, for I trust in you. Cause me to know the way in which I should walk, for I lift up my soul to you.',
    reference: 'Psalm 143:8 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-019',
    title: 'Return With All Your Heart',
    content:
      'Gracious and merciful God, slow to anger and abundant in loving kindness, you call me to return to you with all my heart. Not with outward show, but with a heart honest about its wanderings. Here I am, Lord, turning toward you again.\n\nShow me what has crowded you out: the distractions I cling to, the resentments I feed, the habits that quietly pull me away. Give me the grace to fast from what harms me and to feast on your word. Let my repentance be real, and let it lead to joy rather than shame.\n\nThank you that the way home is always open, and that you run to meet those who return. Amen.',
    scripture:
      '“Yet even now,” says Yahweh, “turn to me with all your heart, and with fasting, and with weeping, and with mourning.” Tear your heart and not your garments, and turn to Yahweh, your God; for he is gracious and merciful, slow to anger, and abundant in loving kindness, and relents from sending calamity.',
    reference: 'Joel 2:12-13 (WEB)',
  },
  {
    key: 'daily-020',
    title: 'Quick to Listen',
    content:
      'Lord, you know how quickly I speak and how slowly I listen. I form my answer before the other person has finished, and anger rises faster than understanding. Today I ask for a different way.\n\nMake me swift to hear: to listen to my family, my colleagues and even those I disagree with, seeking to understand before being understood. Make me slow to speak, weighing my words and choosing the ones that build up. Make me slow to anger, remembering that my anger rarely produces the righteousness you desire.\n\nGuard my tongue in conversations and in what I write. Let my words today carry truth with gentleness, and let my silence be patient rather than cold. Amen.',
    scripture:
      'So, then, my beloved brothers, let every man be swift to hear, slow to speak, and slow to anger; for the anger of man doesn’t produce the righteousness of God.',
    reference: 'James 1:19-20 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-021',
    title: 'The Fruit of the Spirit',
    content:
      'Holy Spirit, I cannot produce good fruit by effort alone. Love, joy, peace, patience, kindness, goodness, faithfulness, gentleness and self-control are your gifts, growing slowly in lives that stay close to you.\n\nGrow them in me today. Where I am impatient, plant patience. Where I am harsh, teach me gentleness. Where my desires pull me in every direction, give me self-control. Let my love be genuine and my joy unforced.\n\nI know this growth is slow, like fruit ripening through many seasons. Keep me patient with myself and with others who are still growing too. May those I meet today taste something of your goodness in how I treat them. Amen.',
    scripture:
      'But the fruit of the Spirit is love, joy, peace, patience, kindness, goodness, faith, gentleness, and self-control. Against such things there is no law.',
    reference: 'Galatians 5:22-23 (WEB)',
  },
  {
    key: 'daily-022',
    title: 'Boldly to the Throne of Grace',
    content:
      'Lord Jesus, you are not a distant high priest who cannot understand our weakness. You were tempted in every way, yet without sin, and you know from the inside what it is to be tired, misunderstood and afraid.\n\nSo I come to you boldly this morning, not because I deserve to, but because you invite me. I bring the temptation that keeps returning, the need I cannot meet, the weakness I would rather hide. Meet me with mercy, and give me grace for exactly what this day requires.\n\nHelp me to remember, whenever I fail, that the door to your throne of grace is not closed. Let me run toward you rather than away. Amen.',
    scripture:
      'For we don’t have a high priest who can’t be touched with the feeling of our infirmities, but one who has been in all points tempted like we are, yet without sin. Let’s therefore draw near with boldness to the throne of grace, that we may receive mercy and may find grace for help in time of need.',
    reference: 'Hebrews 4:15-16 (WEB)',
  },
  {
    key: 'daily-023',
    title: 'More Than Watchmen',
    content:
      'Lord, my soul waits for you more than watchmen wait for the morning. Like those who keep watch through the cold hours, I look for the first light of your coming. In this season of expectation, teach me to wait with hope rather than with anxiety.\n\nI confess that waiting is hard. I want to hurry past the darkness to the celebration. Yet you are at work in the waiting, preparing hearts and keeping the promises you made long ago.\n\nKeep me alert and awake to your presence. Let me hope in your word when I see little change. And as surely as dawn follows night, let me trust that the light of Christ will break into every shadow of my life and of this world. Amen.',
    scripture:
      'I wait for Yahweh. My soul waits. I hope in his word. My soul longs for the Lord more than watchmen long for the morning, more than watchmen for the morning.',
    reference: 'Psalm 130:5-6 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-024',
    title: 'Your Word Goes Out',
    content:
      'Lord, as rain and snow come down from the sky and water the earth, so your word goes out and does not return empty. Thank you for the gift of Scripture, and for the people who preserved it, translated it and taught it to me.\n\nLet your word soak into my life today like rain into dry ground. When I read, give me attention; when I do not understand, give me patience; when your word challenges me, give me the courage to obey.\n\nMay what I read this morning bear fruit in how I live this afternoon. Let it shape my choices, soften my heart and steady my hope, so that my life becomes a small harvest of your faithful word. Amen.',
    scripture:
      'For as the rain comes down and the snow from the sky, and doesn’t return there, but waters the earth, and makes it grow and bud, and gives seed to the sower and bread to the eater; so is my word that goes out of my mouth: it will not return to me void, but it will accomplish that which I please, and it will prosper in the thing I sent it to do.',
    reference: 'Isaiah 55:10-11 (WEB)',
  },
  {
    key: 'daily-025',
    title: 'Content With Enough',
    content:
      'Lord, I brought nothing into this world and I will carry nothing out. Yet I so easily believe that one more purchase, achievement or comfort will finally satisfy me. Forgive me for the restless wanting that steals my peace.\n\nTeach me the great gain of godliness with contentment. Let me be thankful for food on my table, clothes to wear and a place to rest. Free me from comparing my life with others, and from measuring my worth by what I own.\n\nWhere I have more than I need, make me generous. Where I have less than I would like, make me trusting. Let my heart rest in you, the one treasure that cannot be lost. Amen.',
    scripture:
      'But godliness with contentment is great gain. For we brought nothing into the world, and we certainly can’t carry anything out. But having food and clothing, we will be content with that.',
    reference: '1 Timothy 6:6-8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-026',
    title: 'Like the Birds of the Air',
    content:
      'Heavenly Father, the birds outside my window do not sow or store up, yet you feed them. Jesus pointed to them so that I would remember how much more you care for me. This morning I need that reminder.\n\nI bring you the worries that woke me early: money, health, relationships, the future I cannot see. I do not pretend they are small, but I place them in your hands. Help me to do today’s work faithfully and to leave tomorrow with you.\n\nWhen anxious thoughts return, let me look up, listen to the birdsong, and remember that I am your child, known and valued. Teach me the freedom of trust. Amen.',
    scripture:
      'See the birds of the sky, that they don’t sow, neither do they reap, nor gather into barns. Your heavenly Father feeds them. Aren’t you of much more value than they?',
    reference: 'Matthew 6:26 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-027',
    title: 'Good News of Great Joy',
    content:
      'Glory to you, God in the highest! The angel told the shepherds not to be afraid, for a Savior had been born. You did not come in power and splendor but as a baby wrapped in cloth and laid in a feeding trough.\n\nLet me hear this good news again as if for the first time. Quiet the busyness that surrounds this season, and give me the wonder of the shepherds who left their fields to see what you had done.\n\nBless all who are celebrating today, and all for whom this season is hard: the lonely, the grieving, the poor and those far from home. Let the joy of Christ’s birth reach them too, and let me share it generously. Amen.',
    scripture:
      'The angel said to them, “Don’t be afraid, for behold, I bring you good news of great joy which will be to all the people. For there is born to you today, in David’s city, a Savior, who is Christ the Lord. This is the sign to you: you will find a baby wrapped in strips of cloth, lying in a feeding trough.”',
    reference: 'Luke 2:10-12 (WEB)',
  },
  {
    key: 'daily-028',
    title: 'The Word Made Flesh',
    content:
      'Lord Jesus Christ, eternal Word of the Father, you became flesh and lived among us. You knew hunger and weariness, friendship and tears. You did not love humanity from a distance but came close enough to touch.\n\nThank you that there is no part of human life you are unwilling to enter. Come into my ordinary day: my meals, my work, my conversations and my tired evening. Let me see your glory, full of grace and truth, in the places I least expect it.\n\nMake me, in turn, a person who draws near to others, who does not keep a safe distance from people in need, but shows them your grace with patience and your truth with love. Amen.',
    scripture:
      'The Word became flesh and lived among us. We saw his glory, such glory as of the only born Son of the Father, full of grace and truth.',
    reference: 'John 1:14 (WEB)',
  },
  {
    key: 'daily-029',
    title: 'Let My Light Shine',
    content:
      'Lord Jesus, you call your followers the light of the world. I do not feel very bright this morning, yet you do not ask me to make light of my own, only to let yours shine through me without hiding it.\n\nShow me where my light has been covered: by fear of what others think, by weariness, by the habit of keeping my faith private. Give me the courage to do good openly and humbly, not to be praised but so that others may glorify our Father in heaven.\n\nLet my kindness, honesty and hope today be small lamps on a stand, giving light to everyone in the house. Amen.',
    scripture:
      'You are the light of the world. A city located on a hill can’t be hidden. Neither do you light a lamp and put it under a measuring basket, but on a stand; and it shines to all who are in the house. Even so, let your light shine before men, that they may see your good works and glorify your Father who is in heaven.',
    reference: 'Matthew 5:14-16 (WEB)',
  },
  {
    key: 'daily-030',
    title: 'Stewards of Grace',
    content:
      'Generous God, you have given each of us gifts to use in serving one another. Some are visible and some are quiet; all of them come from your grace. Thank you for the abilities, experiences and opportunities you have placed in my hands.\n\nHelp me to use them well today. Make me earnest in love, quick to cover offenses rather than expose them, and hospitable without grumbling. Show me the person who needs what I can offer, whether it is a skill, a meal, an open door or simply my time.\n\nKeep me from comparing my gifts with others or hiding them out of fear. Let me be a faithful steward of your grace in all its forms, so that in all things you may be glorified. Amen.',
    scripture:
      'And above all things be earnest in your love among yourselves, for love covers a multitude of sins. Be hospitable to one another without grumbling. As each has received a gift, employ it in serving one another, as good managers of the grace of God in its various forms.',
    reference: '1 Peter 4:8-10 (WEB)',
  },
  {
    key: 'daily-031',
    title: 'As Far as It Depends on Me',
    content:
      'Prince of Peace, you know the conflicts I carry into this day: the strained relationship, the unresolved argument, the person I avoid. I cannot control how others respond, but you ask me to do what is in my power to live at peace.\n\nKeep me from repaying wrong with wrong, sharp word for sharp word. Give me the humility to take the first step, to apologize where I was wrong, and to listen where I have not understood. Give me wisdom to know when to speak and when to wait.\n\nWhere peace is not yet possible, guard my heart from bitterness. Let me be a peacemaker in my home, my workplace and my community, trusting you with what I cannot mend. Amen.',
    scripture:
      'Repay no one evil for evil. Respect what is honorable in the sight of all men. If it is possible, as much as it is up to you, be at peace with all men.',
    reference: 'Romans 12:17-18 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-032',
    title: 'Faithful in Little Things',
    content:
      'Lord, I often dream of doing great things for you, while neglecting the small ones right in front of me. Yet you say that whoever is faithful in very little is faithful also in much.\n\nTeach me to honor you in the details of this day: the promise I made, the message I need to answer, the chore no one will notice, the honest answer when a small lie would be easier. Let my integrity be the same whether or not anyone is watching.\n\nKeep me from despising small beginnings or quiet tasks. Let every ordinary act of faithfulness be offered to you, trusting that you see it and that nothing done in love is too small for your kingdom. Amen.',
    scripture:
      'He who is faithful in a very little is faithful also in much. He who is dishonest in a very little is also dishonest in much.',
    reference: 'Luke 16:10 (WEB)',
  },
  {
    key: 'daily-033',
    title: 'Surely You Are Here',
    content:
      'Lord, when Jacob woke from his dream, he realized that you had been in that place all along and he had not known it. How often that is true of me. You are present in my kitchen, on my way to work and at my desk, and I walk through the day unaware.\n\nOpen my eyes this morning. Let me recognize you in the quiet moments and the busy ones, in the face of a stranger and in the kindness of a friend. Make every place I go today a place where I remember you.\n\nAnd when I forget, as I surely will, wake me again gently, so that I may see with Jacob that an ordinary place becomes holy ground because you are there. Amen.',
    scripture: 'Jacob awakened out of his sleep, and he said, “Surely Yahweh is in this place, and I didn’t know it.”',
    reference: 'Genesis 28:16 (WEB)',
  },
  {
    key: 'daily-034',
    title: 'A Clean Heart',
    content:
      'Create in me a clean heart, O God. I come to you honestly this morning, aware of the things I have done and the things I have left undone. I do not want to excuse them or hide them. I bring them into your light.\n\nRenew a right spirit within me, and do not cast me away from your presence. Restore to me the joy of your salvation, the joy I knew when I first understood your love and which I have let grow dim.\n\nUphold me with a willing spirit, so that I do not simply feel sorry but truly change. Let this season of repentance become a season of renewal, and let my restored joy make me gentle with others who are also struggling. Amen.',
    scripture:
      'Create in me a clean heart, O God. Renew a right spirit within me. Don’t throw me from your presence, and don’t take your Holy Spirit from me. Restore to me the joy of your salvation. Uphold me with a willing spirit.',
    reference: 'Psalm 51:10-12 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-035',
    title: 'Remain in the Vine',
    content:
      'Lord Jesus, you are the vine and I am a branch. Apart from you I can do nothing, yet I so often try to live the day on my own strength, turning to you only when something goes wrong.\n\nTeach me to remain in you: to begin with prayer, to return to you in the small pauses of the day, and to end it with thanks. Let your words dwell in me so deeply that they shape my thoughts before I speak and my choices before I act.\n\nPrune away what keeps me from bearing fruit, even when it is painful. And let the fruit of my life today, patience, kindness, honesty and love, be a sign that your life is flowing through me. Amen.',
    scripture:
      'Remain in me, and I in you. As the branch can’t bear fruit by itself unless it remains in the vine, so neither can you, unless you remain in me. I am the vine. You are the branches. He who remains in me and I in him bears much fruit, for apart from me you can do nothing.',
    reference: 'John 15:4-5 (WEB)',
  },
  {
    key: 'daily-036',
    title: 'The Winter Is Past',
    content:
      'God of every season, thank you for the promise hidden in creation: the winter does not last forever. The rain ends, the flowers appear, and the time of singing comes again.\n\nSome of us are living through winter today: a season of loss, illness, loneliness or waiting. Be near to us in the cold. Let us see the small signs of new life, a bud on a bare branch, a word of kindness, an unexpected laugh.\n\nTeach me to rejoice in the springs you give, and to trust you in the winters I cannot understand. Keep my heart ready to sing again when the season turns, and let me be a sign of spring for someone else today. Amen.',
    scripture:
      'For behold, the winter is past. The rain is over and gone. The flowers appear on the earth. The time of the singing has come, and the voice of the turtledove is heard in our land.',
    reference: 'Song of Solomon 2:11-12 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-037',
    title: 'A Humble Heart',
    content:
      'Lord, I want my heart to be free of pride and my eyes free of arrogance. Yet I confess that I often concern myself with matters too great for me, trying to understand everything, fix everything and control everything.\n\nThis morning I lay those things down. I do not need to carry the whole world or have an answer for every question. Let me be content to be your child, held by you, doing the small share of work that is truly mine.\n\nFree me from the need to be in charge of outcomes, and from the pride that compares and competes. Give me a quiet heart that listens, rests and trusts, so that I may bring calm to others today. Amen.',
    scripture:
      'Yahweh, my heart isn’t arrogant, nor my eyes lofty; nor do I concern myself with great matters, or things too wonderful for me.',
    reference: 'Psalm 131:1 (WEB)',
  },
  {
    key: 'daily-038',
    title: 'You Sing Over Us',
    content:
      'Lord my God, you are among your people as a mighty one who saves. Your prophet says that you rejoice over us with joy, that you calm us with your love and sing over us. It is hard to believe that you delight in me, yet your word says so.\n\nQuiet the voices that tell me I am not enough. Let me hear your song beneath the noise of this day, the steady love that does not depend on my performance.\n\nAnd as you rejoice over me, teach me to rejoice over others: to notice what is good in them, to speak words of blessing, and to make those around me feel welcome and loved. Let my life carry a little of your song. Amen.',
    scripture:
      'Yahweh, your God, is among you, a mighty one who will save. He will rejoice over you with joy. He will calm you in his love. He will rejoice over you with singing.',
    reference: 'Zephaniah 3:17 (WEB)',
  },
  {
    key: 'daily-039',
    title: 'The Way of the Cross',
    content:
      'Lord Jesus Christ, you humbled yourself and became obedient to the point of death, even death on a cross. I stand in silence before this love. You did not grasp at power or escape suffering; you gave yourself for us.\n\nIn this holy season, let me walk beside you in my thoughts. Keep me from hurrying past your suffering to reach the joy. Teach me what your cross reveals: the depth of our sin, the greater depth of your mercy, and the way of self-giving love you invite me to follow.\n\nWhere I have chosen pride over humility, forgive me. Give me a heart willing to serve, to give way, and to carry my own small crosses with faith. Amen.',
    scripture:
      'And being found in human form, he humbled himself, becoming obedient to the point of death, yes, the death of the cross.',
    reference: 'Philippians 2:8 (WEB)',
  },
  {
    key: 'daily-040',
    title: 'He Is Risen',
    content:
      'Risen Lord, the women came to your tomb at dawn expecting death, and they were asked why they looked for the living among the dead. You were not there; you were risen. Alleluia!\n\nLet this good news reach the tombs in my own life: the hopes I have buried, the relationships I have given up on, the parts of me I believe can never change. Roll away the stones I cannot move by myself.\n\nFill me with the astonishment of that first Easter morning. Let me live today as someone who knows that death has been defeated, with courage, with generosity and with joy, and let me carry the news of your resurrection to someone who needs it. Amen.',
    scripture:
      'Becoming terrified, they bowed their faces down to the earth. The men said to them, “Why do you seek the living among the dead? He isn’t here, but is risen. Remember what he told you when he was still in Galilee, saying that the Son of Man must be delivered up into the hands of sinful men and be crucified, and the third day rise again?”',
    reference: 'Luke 24:5-7 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-041',
    title: 'Steadfast in Your Work',
    content:
      'Thanks be to you, O God, who gives us the victory through our Lord Jesus Christ. Because he is risen, nothing done for you is wasted, and no faithful labor disappears into emptiness.\n\nMake me steadfast today, immovable in the face of discouragement. When my work feels pointless, when my efforts at kindness go unnoticed, when I am tempted to give up on doing good, remind me that my labor in you is not in vain.\n\nStrengthen all who serve quietly: caregivers, teachers, volunteers, parents and those who pray in secret. Let us keep abounding in your work, not in anxious striving but in grateful trust, because the victory is already yours. Amen.',
    scripture:
      'But thanks be to God, who gives us the victory through our Lord Jesus Christ. Therefore, my beloved brothers, be steadfast, immovable, always abounding in the Lord’s work, because you know that your labor is not in vain in the Lord.',
    reference: '1 Corinthians 15:57-58 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-042',
    title: 'A Stronghold in Trouble',
    content:
      'Lord, you are good, a stronghold in the day of trouble, and you know those who take refuge in you. Today I need a stronghold. The troubles in front of me feel larger than my strength, and I do not know how they will turn out.\n\nI run to you, not because I have no other options, but because you are trustworthy. Hide me in your care. Steady my thoughts when they race ahead, and give me courage to face what must be faced.\n\nI pray also for all who are in trouble this morning: those in danger, those in crisis, those who have run out of places to turn. Be their refuge, and show me how I might be a shelter for someone else today. Amen.',
    scripture: 'Yahweh is good, a stronghold in the day of trouble; and he knows those who take refuge in him.',
    reference: 'Nahum 1:7 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-043',
    title: 'The Truth That Sets Free',
    content:
      'Lord Jesus, you promised that those who remain in your word will know the truth, and the truth will make them free. I live surrounded by half-truths, noise and clever persuasion, and sometimes I deceive even myself.\n\nLet me remain in your word today. Give me a mind that loves what is true more than what is comfortable, and the honesty to see myself as you see me. Free me from the lies I have believed about you, about others and about my own worth.\n\nMake me truthful in my speech, careful in what I share, and gracious when I must speak difficult words. Let the freedom your truth brings show in my peace, my courage and my love. Amen.',
    scripture:
      'Jesus therefore said to those Jews who had believed him, “If you remain in my word, then you are truly my disciples. You will know the truth, and the truth will make you free.”',
    reference: 'John 8:31-32 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-044',
    title: 'You Remember We Are Dust',
    content:
      'Father, as a loving parent has compassion on a child, so you have compassion on those who fear you. You know how we are made; you remember that we are dust. Thank you that you do not expect from me what I cannot give.\n\nI come to you with my limits: limited energy, limited patience, limited understanding. Some days I feel fragile and ashamed of it. Remind me that my weakness does not surprise you or lessen your love.\n\nTeach me to show the same compassion to myself and to others, especially those who are struggling, tired or failing. Let me be gentle where I might be harsh, because you have been so gentle with me. Amen.',
    scripture:
      'Like a father has compassion on his children, so Yahweh has compassion on those who fear him. For he knows how we are made. He remembers that we are dust.',
    reference: 'Psalm 103:13-14 (WEB)',
  },
  {
    key: 'daily-045',
    title: 'A Prayer for Friends',
    content:
      'Faithful God, thank you for the gift of friendship. Thank you for those who have stayed with me in hard times, who laughed with me and told me the truth when I needed to hear it. A friend loves at all times, and through my friends I have tasted your own faithful love.\n\nBless my friends today, wherever they are. Meet their needs, lift their burdens and surround them with your peace. Mend the friendships that have grown distant or been broken, where mending is possible.\n\nMake me a better friend: loyal, patient, honest and present. Show me who needs a call or a visit today, and give me the grace to show up for them. Amen.',
    scripture: 'A friend loves at all times; and a brother is born for adversity.',
    reference: 'Proverbs 17:17 (WEB)',
  },
  {
    key: 'daily-046',
    title: 'For the Widow and the Orphan',
    content:
      'Father of all, your word says that pure religion is to visit orphans and widows in their affliction. You have always had a special love for those with no one to defend them. Today I pray for children without families, for widows and widowers facing life alone, and for all who have lost their support.\n\nProvide for them, protect them and surround them with people who will show up faithfully. Bless foster families, caregivers and communities that make room for the vulnerable.\n\nKeep me from a faith that is only words. Show me one practical way to care for someone in distress this week, and keep my heart unstained by the indifference of the world around me. Amen.',
    scripture:
      'Pure religion and undefiled before our God and Father is this: to visit the fatherless and widows in their affliction, and to keep oneself unstained by the world.',
    reference: 'James 1:27 (WEB)',
  },
  {
    key: 'daily-047',
    title: 'Peace Among the Nations',
    content:
      'God of all nations, your prophet saw a day when swords would be beaten into plowshares and spears into pruning hooks, when nations would no longer learn war. Our world is still far from that day, and the news is full of violence and fear.\n\nHave mercy on all who suffer because of war: the wounded, the displaced, the grieving and the children who have never known safety. Give wisdom and courage to those who work for peace, and soften the hearts of those who choose violence.\n\nBegin your peace in me. Where there is conflict in my heart, my home or my community, teach me to lay down the weapons of sharp words and cold silence, and to plant something that will feed others instead. Amen.',
    scripture:
      'He will judge between the nations, and will decide concerning many peoples. They shall beat their swords into plowshares, and their spears into pruning hooks. Nation shall not lift up sword against nation, neither shall they learn war any more.',
    reference: 'Isaiah 2:4 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-048',
    title: 'For the Children',
    content:
      'Lord Jesus, when your disciples tried to keep the children away, you were indignant. You took them in your arms and blessed them. Thank you for your love for children and for reminding us that your kingdom belongs to such as these.\n\nToday I pray for children everywhere: for those in loving homes and those in danger, for those who are sick, hungry or afraid, and for those who have no one to speak for them. Hold them close and shelter them from harm.\n\nBless parents, teachers and all who care for the young with patience and wisdom. And give me a childlike heart: quick to trust, eager to wonder, and unashamed to come to you with open hands. Amen.',
    scripture:
      'But when Jesus saw it, he was moved with indignation and said to them, “Allow the little children to come to me! Don’t forbid them, for God’s Kingdom belongs to such as these. Most certainly I tell you, whoever will not receive God’s Kingdom like a little child, he will in no way enter into it.” He took them in his arms and blessed them, laying his hands on them.',
    reference: 'Mark 10:14-16 (WEB)',
  },
  {
    key: 'daily-049',
    title: 'Even to Old Age',
    content:
      'Faithful God, you have carried your people from birth, and you promise to carry them even to old age and gray hairs. Thank you for the long faithfulness of your care in every season of life.\n\nToday I pray for the elderly: those who are strong and wise, those who are frail, those living with memory loss, those who feel forgotten. Let them know they are still precious, still needed and still held by you. Bless all who care for them with patience and tenderness.\n\nAs I grow older myself, teach me to age with grace, gratitude and hope. Let me honor those who have gone before me and learn from their wisdom, trusting that you never set us down. Amen.',
    scripture:
      'Even to old age I am he, and even to gray hairs I will carry you. I have made, and I will bear. Yes, I will carry, and will deliver.',
    reference: 'Isaiah 46:4 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-050',
    title: 'Courage and Love',
    content:
      'Lord, your word calls me to watch, to stand firm in the faith, to be courageous and strong. I do not always feel strong. There are situations today that I would rather avoid and conversations I am afraid to have.\n\nGive me courage that comes from you: the courage to do what is right when it is costly, to speak the truth when silence is easier, and to keep going when I am tempted to give up.\n\nAnd let all my courage be clothed in love. Keep me from a hard strength that wounds others or a boldness that serves my pride. Let everything I do today, the brave things and the ordinary ones, be done in love. Amen.',
    scripture: 'Watch! Stand firm in the faith! Be courageous! Be strong! Let all that you do be done in love.',
    reference: '1 Corinthians 16:13-14 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-051',
    title: 'When Doing Good Grows Tiring',
    content:
      'Lord, I confess that I grow weary of doing good. I get tired of being patient, of helping without thanks, of choosing kindness when others do not. Sometimes I wonder whether it makes any difference at all.\n\nRenew my strength this morning. Remind me that harvests take time, and that faithful sowing is never wasted in your hands. Help me not to give up, but to keep doing good as I have opportunity, to everyone and especially to the family of faith.\n\nRefresh those who serve others today until they are exhausted: parents, caregivers, nurses and volunteers. Give them rest, encouragement and a glimpse of the good their labor is producing. Amen.',
    scripture:
      'Let’s not be weary in doing good, for we will reap in due season if we don’t give up. So then, as we have opportunity, let’s do what is good toward all men, and especially toward those who are of the household of the faith.',
    reference: 'Galatians 6:9-10 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-052',
    title: 'Beautiful in Its Time',
    content:
      'Eternal God, you have made everything beautiful in its time, and you have set eternity in our hearts. I cannot see the whole of your work from beginning to end, and I often grow impatient with the season I am in.\n\nTeach me to trust your timing. Help me to embrace today as it is, with its joys and its difficulties, instead of longing for a different season. Give me wisdom to know what this moment asks of me: to plant or to wait, to speak or to be silent, to hold on or to let go.\n\nWhen I cannot understand what you are doing, let the longing for eternity in my heart draw me closer to you. Amen.',
    scripture:
      'He has made everything beautiful in its time. He has also set eternity in their hearts, yet so that man can’t find out the work that God has done from the beginning even to the end.',
    reference: 'Ecclesiastes 3:11 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-053',
    title: 'Satisfied in the Morning',
    content:
      'Lord, satisfy me this morning with your loving kindness, so that I may rejoice and be glad all my days. I wake up hungry for many things: rest, approval, success, certainty. Let me be filled first with your steadfast love.\n\nThank you for this new day and for every mercy in it: for breath and sight, for the people I love, for work to do and food to eat. Teach me to notice and to name your gifts before I rush into the demands of the hours ahead.\n\nLet the gladness you give this morning carry me through whatever the day brings, and let me share that gladness generously with those I meet. Amen.',
    scripture: 'Satisfy us in the morning with your loving kindness, that we may rejoice and be glad all our days.',
    reference: 'Psalm 90:14 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-054',
    title: 'Morning by Morning',
    content:
      'Lord God, you waken me morning by morning and open my ear to listen like one who is being taught. Before I speak to anyone today, let me first listen to you.\n\nGive me the tongue of a learner, so that I may know how to sustain the weary with a word. Someone I meet today will be tired, discouraged or afraid. Give me the right words for them, or the wisdom to keep silent and simply be present.\n\nKeep me teachable. Let me learn from Scripture, from those wiser than me, and even from my mistakes. Let each morning be a new lesson in your school of love, and let me remain a patient student all my life. Amen.',
    scripture:
      'The Lord Yahweh has given me the tongue of those who are taught, that I may know how to sustain with words him who is weary. He awakens morning by morning, he awakens my ear to hear as those who are taught.',
    reference: 'Isaiah 50:4 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-055',
    title: 'Before the Day Begins',
    content:
      'Lord Jesus, early in the morning, while it was still dark, you went out to a quiet place to pray. The crowds were waiting and there was much to do, yet you made time to be alone with the Father.\n\nTeach me to guard this time with you. My days fill up quickly, and prayer is often the first thing I let go. Draw me to a quiet place, even if it is only a few minutes before the house wakes, and meet me there.\n\nLet me carry the stillness of this moment into everything that follows. When the day becomes demanding, remind me that I can return to you in a single breath, and that your presence does not depend on how quiet my surroundings are. Amen.',
    scripture:
      'Early in the morning, while it was still dark, he rose up and went out, and departed into a deserted place, and prayed there.',
    reference: 'Mark 1:35 (WEB)',
  },
  {
    key: 'daily-056',
    title: 'Honest Confession',
    content:
      'Faithful and righteous God, you promise that if we confess our sins, you will forgive us and cleanse us from all unrighteousness. I do not want to pretend before you. You already know my heart better than I do.\n\nI confess the words I should not have spoken and the ones I failed to say, the good I left undone, the selfishness that slipped in unnoticed. I confess the sins I have grown used to and no longer see. Shine your light on them and wash me clean.\n\nThank you that your forgiveness is not grudging. Let me receive it fully and walk today without the weight of shame, free to love others as I have been loved. Amen.',
    scripture:
      'If we confess our sins, he is faithful and righteous to forgive us the sins and to cleanse us from all unrighteousness.',
    reference: '1 John 1:9 (WEB)',
  },
  {
    key: 'daily-057',
    title: 'Looking at What Is Unseen',
    content:
      'Lord, my body grows tired and my outward life has its limits, yet you do not let me lose heart. Whatever weighs on me this morning, remind me that you are at work in ways I cannot see.\n\nTeach me to see my troubles in the light of eternity. They are real and they hurt, but they are not the whole story, and they will not last forever. Help me to fix my eyes not only on what is seen, which passes away, but on what is unseen and lasting: your love, your promises and your kingdom.\n\nGive me the quiet hope that holds steady while everything else shifts, and let me share that hope with someone who is struggling today. Amen.',
    scripture:
      'For our light affliction, which is for the moment, works for us more and more exceedingly an eternal weight of glory, while we don’t look at the things which are seen, but at the things which are not seen. For the things which are seen are temporal, but the things which are not seen are eternal.',
    reference: '2 Corinthians 4:17-18 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-058',
    title: 'Yet I Will Rejoice',
    content:
      'Lord, your prophet sang of a time when the fig tree did not blossom, the fields yielded no food and the stalls were empty, and yet he chose to rejoice in you. I want that kind of faith, a joy that does not depend on everything going well.\n\nYou know what feels empty in my life right now: hopes that have not come to fruit, efforts that have not paid off, losses I did not choose. I bring them honestly to you.\n\nEven so, I choose to give thanks. I thank you for your faithfulness, your presence and your salvation, which no circumstance can take away. Teach me to rejoice in you, the God who remains when other things fail. Amen.',
    scripture:
      'For even though the fig tree doesn’t flourish, nor fruit be in the vines, the labor of the olive fails, the fields yield no food, the flocks are cut off from the fold, and there is no herd in the stalls, yet I will rejoice in Yahweh. I will be joyful in the God of my salvation!',
    reference: 'Habakkuk 3:17-18 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-059',
    title: 'Speak, Lord',
    content:
      'Lord, you called the boy Samuel by name in the night, and he answered that your servant was listening. I want to answer you the same way today.\n\nQuiet the noise inside and around me so that I can listen. Speak through your word, through the counsel of wise friends, through the circumstances of this day and the gentle prompting of your Spirit. Give me discernment to recognize your voice and the humility to obey it, even when it surprises me.\n\nForgive me for the times I have filled our conversations with my own requests and given you no room to answer. This morning I come to listen. Speak, Lord; your servant is listening. Amen.',
    scripture:
      'Yahweh came, and stood, and called as at other times, “Samuel! Samuel!” Then Samuel said, “Speak; for your servant hears.”',
    reference: '1 Samuel 3:10 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-060',
    title: 'The Lord Bless You',
    content:
      'Lord, long ago you gave your people words of blessing: that you would bless them and keep them, make your face shine on them, be gracious to them and give them peace. This morning I receive that blessing again, with gratitude.\n\nI also want to pass it on. Bless my family and friends today. Bless those I find difficult. Bless my neighbors, my coworkers and the strangers I will pass on the street. Let your face shine on each of them, and let them know your grace and peace.\n\nMake me a person who blesses rather than curses, who speaks well of others, and who leaves people a little more at peace than I found them. Amen.',
    scripture:
      '‘Yahweh bless you, and keep you. Yahweh make his face to shine on you, and be gracious to you. Yahweh lift up his face toward you, and give you peace.’',
    reference: 'Numbers 6:24-26 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-061',
    title: 'Going Out and Coming In',
    content:
      'Lord, you keep our going out and our coming in, from this time forward and forever. As I step into this day, I commit to you every journey I will take: the roads I travel, the rooms I enter, the conversations I begin.\n\nWatch over those I love as they go their separate ways today. Be with travelers and commuters, and with those whose work carries them into danger. Be with all who must leave home, whether by choice or by force.\n\nAnd when evening comes, bring us home with thankful hearts. Whatever happens between our going out and our coming in, let us remember that we were never outside your care. Amen.',
    scripture:
      'Yahweh will keep you from all evil. He will keep your soul. Yahweh will keep your going out and your coming in, from this time forward, and forever more.',
    reference: 'Psalm 121:7-8 (WEB)',
  },
  {
    key: 'daily-062',
    title: 'When I Cannot Find the Words',
    content:
      'Holy Spirit, there are mornings when I do not know how to pray. The situation is too tangled, my feelings too mixed, my words too small. Thank you that you help me in my weakness and pray within me with groanings too deep for words.\n\nI bring you what I cannot express: the worry without a shape, the grief without a name, the hope I am almost afraid to voice. Take my silence and my sighs and carry them to the Father.\n\nTeach me that prayer is not a performance. Let me rest in the knowledge that you understand me fully, and that even my faltering attempts are welcome. Amen.',
    scripture:
      'In the same way, the Spirit also helps our weaknesses, for we don’t know how to pray as we ought. But the Spirit himself makes intercession for us with groanings which can’t be uttered.',
    reference: 'Romans 8:26 (WEB)',
  },
  {
    key: 'daily-063',
    title: 'Weep With Those Who Weep',
    content:
      'Compassionate God, your word asks me to rejoice with those who rejoice and to weep with those who weep. It sounds simple, yet I find it hard. I envy the joys of others and hurry past their sorrows.\n\nGive me a heart that makes room for other people’s lives. When a friend celebrates, let me be glad without comparing. When someone is grieving, let me sit with them without rushing to fix or explain.\n\nToday I think of those whose joy I can share and those whose pain I can help carry. Show me how to be present to them. Let my care be a quiet reflection of your own heart, which rejoices and grieves with your children. Amen.',
    scripture: 'Rejoice with those who rejoice. Weep with those who weep.',
    reference: 'Romans 12:15 (WEB)',
  },
  {
    key: 'daily-064',
    title: 'Our Daily Bread',
    content:
      'Father in heaven, Jesus taught us to ask you for our daily bread. Not bread for a year or a lifetime, just enough for today. So this morning I come as your child, asking simply for what I need.\n\nGive me bread for my body, strength for my tasks, wisdom for my choices and grace for my relationships. Thank you for every meal I have ever eaten and every provision I have taken for granted.\n\nI remember before you all who will go hungry today. Move your people to share, and show me what I can give. Let me trust you again tomorrow, one day at a time, as your child who lives by your daily care. Amen.',
    scripture: 'Give us day by day our daily bread.',
    reference: 'Luke 11:3 (WEB)',
    topic: 'Gratitude',
  },
];

/**
 * The rotating daily prayer library: a date with no admin-scheduled prayer falls back to one of these.
 * 366 of them, so no one meets the same library prayer twice within a year (docs/decisions/002).
 */
export const seedDailyPrayers: readonly SeedDailyPrayer[] = [
  ...firstDailyPrayers,
  ...dailyPrayers065,
  ...dailyPrayers141,
  ...dailyPrayers216,
  ...dailyPrayers291,
];
