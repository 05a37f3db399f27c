import type { SeedDailyPrayer } from './types';

/** Daily library prayers daily-065 to daily-140 (see daily-prayers.ts). */
export const dailyPrayers065: readonly SeedDailyPrayer[] = [
  {
    key: 'daily-065',
    title: 'The Light of Your Face',
    content:
      'God of every good thing, many voices ask today who will show them any good. I hear that question in the news, at work, and sometimes in my own heart. Let the light of your face shine on me, so that I remember where goodness comes from.\n\nYou have put a gladness in me that does not rise and fall with harvests or wages. Keep that joy alive when the day is ordinary and nothing seems to change. Make me a person who points others to your kindness rather than to my complaints. Amen.',
    scripture:
      'Many say, “Who will show us any good?” Yahweh, let the light of your face shine on us. You have put gladness in my heart, more than when their grain and their new wine are increased.',
    reference: 'Psalm 4:6-7 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-066',
    title: 'The Heavens Declare',
    content:
      'Creator God, the sky this morning is already telling of your glory, and it did so long before I woke. Day speaks to day and night to night, and none of it needs my help to praise you.\n\nSlow me down enough to listen. Let the clouds, the light on the walls, and the first birds remind me that the world is yours and not mine to manage. When I carry my small worries through the day, lift my eyes to the wide heavens and the care that made them. I join the praise of everything you have made. Amen.',
    scripture:
      'The heavens declare the glory of God. The expanse shows his handiwork. Day after day they pour out speech, and night after night they display knowledge.',
    reference: 'Psalm 19:1-2 (WEB)',
  },
  {
    key: 'daily-067',
    title: 'The Law That Revives',
    content:
      'Lord, your instruction is not a weight on my back but breath for my soul. Your law restores, your testimony makes the simple wise, and your commands give joy to the heart and light to the eyes.\n\nI confess I often treat your word as one voice among many, to be weighed against my moods and my feeds. Today make it the voice I trust. As I read and remember, revive what has grown tired in me. Give me the humility of the simple who know they need to be taught, and the joy of those who find your way is good. Amen.',
    scripture:
      'Yahweh’s law is perfect, restoring the soul. Yahweh’s covenant is sure, making wise the simple. Yahweh’s precepts are right, rejoicing the heart. Yahweh’s commandment is pure, enlightening the eyes.',
    reference: 'Psalm 19:7-8 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-068',
    title: 'Words and Meditations',
    content:
      'Lord, you hear every word I say today, and every thought I turn over when no one else is listening. Some of my words will be careless and some of my thoughts unkind. I ask you to shape them before they leave me.\n\nLet my speech build up rather than tear down. Let my private thoughts be honest before you, without bitterness or envy feeding on them. Be my rock when I am unsteady and my redeemer when I have spoken wrongly. May everything I say and think today be something I would gladly offer to you. Amen.',
    scripture:
      'Let the words of my mouth and the meditation of my heart be acceptable in your sight, Yahweh, my rock, and my redeemer.',
    reference: 'Psalm 19:14 (WEB)',
  },
  {
    key: 'daily-069',
    title: 'In the Valley',
    content:
      'Shepherd of my soul, there are valleys I would never choose, and some days I am walking through one. The shadows are long, and I cannot see how far the path goes. Yet you have not sent me into the dark alone.\n\nLet me feel your nearness more than my fear. Your rod and your staff are not there to hurt me but to guide and protect. When I am afraid of what lies ahead, remind me that you walk beside me step by step. Bring me through this valley, and keep me close on the other side. Amen.',
    scripture:
      'Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me. Your rod and your staff, they comfort me.',
    reference: 'Psalm 23:4 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-070',
    title: 'A Table Before Me',
    content:
      'Generous God, you prepare a table for me even in the presence of what troubles me. You do not wait until every problem is solved before you feed and welcome me. My cup runs over, and often I do not notice.\n\nOpen my eyes to the goodness and loving kindness following me today: a meal shared, a patient friend, a moment of beauty, a promise kept. Let me receive them as gifts from your hand. And when my days are finished, bring me home to dwell in your house forever. Until then, keep me grateful at your table. Amen.',
    scripture:
      'You prepare a table before me in the presence of my enemies. You anoint my head with oil. My cup runs over. Surely goodness and loving kindness shall follow me all the days of my life, and I will dwell in Yahweh’s house forever.',
    reference: 'Psalm 23:5-6 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-071',
    title: 'The Earth Is Yours',
    content:
      'Lord of all the earth, everything around me belongs to you: the soil, the seas, the cities, and every person who lives in them. I hold nothing that was not first yours.\n\nForgive me for the ways I treat creation as if it were only mine to use. Teach me to care for the ground and the water, the animals and the air, as a steward who will give an account. Make me gentle with what you have made and generous with what you have lent me. Let my choices today honor the world you founded and still hold together. Amen.',
    scripture:
      'The earth is Yahweh’s, with its fullness; the world, and those who dwell in it. For he has founded it on the seas, and established it on the floods.',
    reference: 'Psalm 24:1-2 (WEB)',
  },
  {
    key: 'daily-072',
    title: 'Lift Up Your Heads',
    content:
      'King of glory, you come to your people not as a distant ruler but as the Lord strong and mighty, who fights for those who cannot fight for themselves. Lift up the heads of those who are bowed down today.\n\nOpen the gates of my heart where I have closed them in fear or pride. Come in and reign where I have tried to rule alone. Be strong where I am weak and victorious where I have been defeated. I welcome you, not as a guest I must impress, but as the King who came to save me. Amen.',
    scripture:
      'Lift up your heads, you gates! Be lifted up, you everlasting doors, and the King of glory will come in. Who is the King of glory? Yahweh strong and mighty, Yahweh mighty in battle.',
    reference: 'Psalm 24:7-8 (WEB)',
  },
  {
    key: 'daily-073',
    title: 'Remember Your Mercy',
    content:
      'Merciful Lord, I ask you to remember your tender mercies and your loving kindness, which have been from of old. And I ask you to forget the sins of my youth and the wrongs I still carry from years ago.\n\nSome memories still make me ashamed. I cannot undo them, but I can bring them to you. Remember me according to your love, not according to my record. Let your goodness be the last word over my past, and give me courage to live today as someone who has been forgiven. Amen.',
    scripture:
      'Yahweh, remember your tender mercies and your loving kindness, for they are from old times. Don’t remember the sins of my youth, nor my transgressions. Remember me according to your loving kindness, for your goodness’ sake, Yahweh.',
    reference: 'Psalm 25:6-7 (WEB)',
  },
  {
    key: 'daily-074',
    title: 'The Friendship of God',
    content:
      'Lord, it amazes me that you share your friendship with those who fear you. You are not only my Maker and my Judge; you invite me to walk with you and to know your ways.\n\nKeep my eyes on you today, especially when my feet feel caught in nets of worry, habit, or temptation. You are the one who frees my feet. Teach me reverence that is not cold fear but deep respect and trust. Draw me into the kind of friendship with you that changes how I speak, choose, and love. Amen.',
    scripture:
      'The friendship of Yahweh is with those who fear him. He will show them his covenant. My eyes are ever on Yahweh, for he will pluck my feet out of the net.',
    reference: 'Psalm 25:14-15 (WEB)',
  },
  {
    key: 'daily-075',
    title: 'One Thing I Ask',
    content:
      'Lord, I ask for many things, and most of them are good. But beneath them all there is one thing I want most: to dwell in your house all the days of my life, to see your beauty, and to seek you.\n\nSimplify my heart. When my prayers become a long list of wants, bring me back to the desire that matters. Let this day be lived in your presence, whether I am at a desk, in a kitchen, on a bus, or in a hospital room. Show me your beauty in the ordinary places I pass through. Amen.',
    scripture:
      'One thing I have asked of Yahweh, that I will seek after: that I may dwell in Yahweh’s house all the days of my life, to see Yahweh’s beauty, and to inquire in his temple.',
    reference: 'Psalm 27:4 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-076',
    title: 'Though My Father and Mother',
    content:
      'Faithful God, not everyone was loved well by the people who should have loved them most. Some of us carry wounds from parents who were absent, harsh, or unable to care. You know these stories better than we do.\n\nTake up those who have been forsaken. Be the parent who does not leave, the home that does not fall apart, the love that does not depend on performance. Heal what was broken in childhood, and free us from repeating it. Make us safe places for the children and the lonely people in our own lives. Amen.',
    scripture: 'When my father and my mother forsake me, then Yahweh will take me up.',
    reference: 'Psalm 27:10 (WEB)',
  },
  {
    key: 'daily-077',
    title: 'My Strength and My Shield',
    content:
      'Lord, you are my strength and my shield. My heart trusts in you, and I have been helped. I say this today not because the struggle is over but because you have carried me before and I believe you will again.\n\nTurn my worry into a song. Where I feel exposed, be my shield; where I am worn down, be my strength. Let me remember past help so that I can face present trouble without despair. And when help comes, let my heart leap with joy and my mouth give you thanks. Amen.',
    scripture:
      'Yahweh is my strength and my shield. My heart has trusted in him, and I am helped. Therefore my heart greatly rejoices. With my song I will thank him.',
    reference: 'Psalm 28:7 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-078',
    title: 'Joy Comes in the Morning',
    content:
      'Holy God, your anger is for a moment, but your favor is for a lifetime. Weeping may stay for the night, but joy comes in the morning. I hold on to that promise today.\n\nFor those who are in the long night of sorrow, be near until the dawn. For those whose morning has come, teach them to give thanks. Let me not rush anyone through their grief, nor forget that joy is coming. I praise your holy name, because the last word belongs to your favor and not to my tears. Amen.',
    scripture:
      'Sing praise to Yahweh, you saints of his. Give thanks to his holy name. For his anger is but for a moment. His favor is for a lifetime. Weeping may stay for the night, but joy comes in the morning.',
    reference: 'Psalm 30:4-5 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-079',
    title: 'Into Your Hands',
    content:
      'Faithful God, Jesus prayed these words from the cross, and I borrow them today: into your hands I commit my spirit. You have redeemed me, and you are the God of truth.\n\nI commit to you the things I cannot control: the test results, the conversation I dread, the future of those I love. My hands are too small to hold them. Yours are not. Let me rest in the knowledge that I belong to you in life and in death. Keep me in your hands this day and through the night. Amen.',
    scripture: 'Into your hand I commend my spirit. You redeem me, Yahweh, God of truth.',
    reference: 'Psalm 31:5 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-080',
    title: 'My Times Are in Your Hand',
    content:
      'Lord, I say it again today: you are my God, and my times are in your hand. My days do not belong to the calendar, to my employer, or to the fears that crowd my schedule. They belong to you.\n\nWhen I feel hurried, remind me that you are not late. When I feel wasted, remind me that no season in your hands is empty. Deliver me from what pursues me, and from the anxious voice that says I am running out of time. Let me spend these hours trusting you with every one of them. Amen.',
    scripture:
      'But I trust in you, Yahweh. I said, “You are my God.” My times are in your hand. Deliver me from the hand of my enemies, and from those who persecute me.',
    reference: 'Psalm 31:14-15 (WEB)',
  },
  {
    key: 'daily-081',
    title: 'How Great Your Goodness',
    content:
      'Generous God, how great is your goodness, which you have stored up for those who fear you. You have worked it out in the open, in front of everyone, for those who take refuge in you.\n\nI give thanks for goodness I have already tasted and for goodness I cannot yet see. Teach me to take refuge in you first and not last. When I doubt whether there is anything good ahead, remind me that you have stored it up. Let my life be a place where others can see your kindness at work. Amen.',
    scripture:
      'Oh how great is your goodness, which you have laid up for those who fear you, which you have worked for those who take refuge in you, before the sons of men!',
    reference: 'Psalm 31:19 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-082',
    title: 'Blessed Is the Forgiven',
    content:
      'Merciful God, blessed is the one whose wrongdoing is forgiven and whose sin is covered. I know that blessing, and I need it again today.\n\nSearch me for the deceit I hide even from myself. I would rather confess it to you than keep pretending. Lift the weight I carry when I stay silent about my sin. Give me the relief of being known and still loved, and the freedom of a clean slate. Let me walk today as someone who has nothing left to hide from you. Amen.',
    scripture:
      'Blessed is he whose disobedience is forgiven, whose sin is covered. Blessed is the man to whom Yahweh doesn’t impute iniquity, in whose spirit there is no deceit.',
    reference: 'Psalm 32:1-2 (WEB)',
  },
  {
    key: 'daily-083',
    title: 'I Will Instruct You',
    content:
      'Lord, you promise to instruct me and teach me in the way I should go, and to counsel me with your eye on me. I need that guidance today more than I want to admit.\n\nKeep me from being like a stubborn animal that must be pulled along. Give me a willing heart that turns when you turn, listens when you speak, and waits when you say wait. Watch over my choices, large and small. When I cannot see the road, let me trust the One who sees me walking on it. Amen.',
    scripture:
      'I will instruct you and teach you in the way which you shall go. I will counsel you with my eye on you.',
    reference: 'Psalm 32:8 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-084',
    title: 'A New Song',
    content:
      'Lord, your word is right and all your work is done in faithfulness. You love righteousness and justice, and the earth is full of your loving kindness. Teach me to sing a new song about it.\n\nMy praise so often falls into the same old phrases. Freshen it today. Let me notice something of your faithfulness I have never thanked you for. Give skill to the hands of musicians and gladness to the hearts of all who worship you. And let the whole earth, full of your kindness, hear the song of your people. Amen.',
    scripture:
      'Sing to him a new song. Play skillfully with a shout of joy! For Yahweh’s word is right. All his work is done in faithfulness. He loves righteousness and justice. The earth is full of the loving kindness of Yahweh.',
    reference: 'Psalm 33:3-5 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-085',
    title: 'Taste and See',
    content:
      'Good Lord, the psalmist does not ask me to study your goodness from a distance but to taste and see it. Today I want to take refuge in you and find out again that you are good.\n\nOpen my senses to the gifts of this day: food on the table, water to drink, the warmth of a greeting, the rest at the end of work. Let each small taste point me back to you. Make my trust less theoretical and more lived. And bless those who are hungry today, that they too may taste your goodness through the hands of your people. Amen.',
    scripture: 'Oh taste and see that Yahweh is good. Blessed is the man who takes refuge in him.',
    reference: 'Psalm 34:8 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-086',
    title: 'Seek Peace and Pursue It',
    content:
      'God of peace, your word tells me to keep my tongue from evil, to turn away from what is wrong, and to seek peace and pursue it. Peace does not come to me by itself; I must go after it.\n\nShow me where I have been careless with my words, where my lips have spoken half-truths or hidden jabs. Give me courage to be the first to apologize, the first to listen, and the first to reach out. Make me a person who does good and pursues peace in my home, at work, and in my neighborhood. Amen.',
    scripture:
      'Keep your tongue from evil, and your lips from speaking lies. Depart from evil, and do good. Seek peace, and pursue it.',
    reference: 'Psalm 34:13-14 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-087',
    title: 'Your Love Reaches the Heavens',
    content:
      'Lord, your loving kindness reaches to the heavens and your faithfulness to the skies. Your righteousness is like the mountains, and your judgments are a great deep. How precious is your love.\n\nWhen my world feels small and my troubles loom large, enlarge my vision of you. You preserve both people and animals; nothing escapes your care. Let me take refuge under the shadow of your wings today. Teach me to trust a love that is wider than my understanding and deeper than my fears. Amen.',
    scripture:
      'Your loving kindness, Yahweh, is in the heavens. Your faithfulness reaches to the skies. Your righteousness is like the mountains of God. Your judgments are like a great deep. Yahweh, you preserve man and animal. How precious is your loving kindness, God! The children of men take refuge under the shadow of your wings.',
    reference: 'Psalm 36:5-7 (WEB)',
  },
  {
    key: 'daily-088',
    title: 'The Fountain of Life',
    content:
      'Lord, with you is the fountain of life, and in your light we see light. Everything that truly lives draws its life from you, and every clear thought is lit by your truth.\n\nForgive me for drinking from other wells that leave me thirsty. I look to success, approval, and distraction to fill me, and they never do. Lead me back to the fountain. Let your light show me what is real about myself, about others, and about this day. Refresh what has dried out in me, and let me carry living water to others. Amen.',
    scripture: 'For with you is the spring of life. In your light we will see light.',
    reference: 'Psalm 36:9 (WEB)',
  },
  {
    key: 'daily-089',
    title: 'Delight in the Lord',
    content:
      'Lord, you promise that if I delight myself in you, you will give me the desires of my heart. Teach me first to delight in you, so that my desires are shaped by your love.\n\nI trust you with my way today: my plans, my ambitions, and the longings I am afraid to say aloud. Help me do good where I am planted. Where my desires are not good for me, gently change them. Where they are good, give me patience to wait for your timing. Let my joy rest in you, and not only in what I receive. Amen.',
    scripture:
      'Trust in Yahweh, and do good. Dwell in the land, and enjoy safe pasture. Also delight yourself in Yahweh, and he will give you the desires of your heart.',
    reference: 'Psalm 37:3-4 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-090',
    title: 'Rest and Wait',
    content:
      'Lord, it is hard to be still when others seem to prosper by cutting corners. I fret, I compare, and anger rises. Your word tells me to rest in you, wait patiently, and stop fretting, because it leads only to harm.\n\nQuiet my restless comparisons. Take away the envy that grows when I watch others succeed. Help me to cease from anger before it becomes bitterness. Teach me to trust that you see and you will set things right. Let me wait for you with a quiet heart. Amen.',
    scripture:
      'Rest in Yahweh, and wait patiently for him. Don’t fret because of him who prospers in his way, because of the man who makes wicked plots happen. Cease from anger, and forsake wrath. Don’t fret; it leads only to evildoing.',
    reference: 'Psalm 37:7-8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-091',
    title: 'Steps Established',
    content:
      'Lord, you establish the steps of those who walk with you, and you delight in their way. Even when they stumble, they will not be thrown down, because you hold their hand.\n\nI have stumbled often. Some days I expect to fall flat. Thank you that your hand is holding mine even then. Steady my steps today, and when I trip over my own weakness, lift me up again. Let me walk not in fear of falling but in the confidence of being held. Amen.',
    scripture:
      'A man’s steps are established by Yahweh. He delights in his way. Though he stumble, he shall not fall, for Yahweh holds him up with his hand.',
    reference: 'Psalm 37:23-24 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-092',
    title: 'Never Forsaken',
    content:
      'Faithful God, the psalmist looked back over a long life and said he had never seen the righteous forsaken. I want to remember your faithfulness in my own story, too.\n\nThank you for the times you provided when I did not know how. Thank you for the generosity of others that carried me. Make me generous in turn, lending and giving freely, so that my life becomes a blessing to those who come after me. Let my children and neighbors see a faithfulness that outlasts me. Amen.',
    scripture:
      'I have been young, and now am old, yet I have not seen the righteous forsaken, nor his children begging for bread. All day long he deals graciously, and lends. His offspring is blessed.',
    reference: 'Psalm 37:25-26 (WEB)',
  },
  {
    key: 'daily-093',
    title: 'Teach Me My Frailty',
    content:
      'Lord, show me my end and the measure of my days. Let me know how frail I am. My life is a handbreadth before you, and even at my strongest I am only a breath.\n\nThis is not easy to pray, but it is wise. Keep me from wasting my days on what does not last. Help me hold my plans loosely and my people closely. Let the shortness of life make me more loving, not more anxious. And let my hope rest not in how long I live but in you, who hold every breath. Amen.',
    scripture:
      '“Yahweh, show me my end, what is the measure of my days. Let me know how frail I am. Behold, you have made my days hand widths. My lifetime is as nothing before you. Surely every man stands as a breath.” Selah.',
    reference: 'Psalm 39:4-5 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-094',
    title: 'Out of the Pit',
    content:
      'Lord, I waited patiently for you, and you turned to me and heard my cry. You brought me up out of a horrible pit, out of the miry clay, and set my feet on a rock.\n\nSome of those I love are still in the pit today. Hear their cry as you heard mine. Give them patience when waiting feels endless, and friends who will not leave them there alone. When you lift them out, put a new song in their mouths. And keep me grateful for the rock beneath my own feet. Amen.',
    scripture:
      'I waited patiently for Yahweh. He turned to me, and heard my cry. He brought me up also out of a horrible pit, out of the miry clay. He set my feet on a rock, and gave me a firm place to stand. He has put a new song in my mouth, even praise to our God. Many shall see it, and fear, and shall trust in Yahweh.',
    reference: 'Psalm 40:1-3 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-095',
    title: 'I Delight to Do Your Will',
    content:
      'Lord, I want to be able to say with honesty that I delight to do your will and that your law is within my heart. Too often I obey grudgingly, or only when it suits me.\n\nWrite your ways deeper in me until they become my own desire. Let my obedience today be glad rather than forced. When your will asks something hard of me, remind me that it comes from the One who loves me best. Make my heart your dwelling, so that what you want and what I want begin to be the same. Amen.',
    scripture:
      'Then I said, “Behold, I have come. It is written about me in the book in the scroll. I delight to do your will, my God. Yes, your law is within my heart.”',
    reference: 'Psalm 40:7-8 (WEB)',
  },
  {
    key: 'daily-096',
    title: 'As the Deer',
    content:
      'Living God, as the deer pants for streams of water, so my soul longs for you. I am thirsty, and I have tried to quench that thirst in too many other places.\n\nMeet me in my dryness today. When I feel far from you, remind me that my longing itself is a sign that I belong to you. Let me come and appear before you without pretense. Refresh me with your presence in prayer, in scripture, in the company of your people, and in quiet moments you give. Satisfy the thirst only you can satisfy. Amen.',
    scripture:
      'As the deer pants for the water brooks, so my soul pants after you, God. My soul thirsts for God, for the living God. When shall I come and appear before God?',
    reference: 'Psalm 42:1-2 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-097',
    title: 'Deep Calls to Deep',
    content:
      'Lord, some days your waves and billows seem to go over me, and I can barely catch my breath. Yet even there, deep calls to deep, and you command your loving kindness in the daytime.\n\nIn the night, give me your song. When sorrow feels like an ocean, let me find that your love is deeper still. I pray for all who feel overwhelmed today by grief, illness, or loneliness. Let them hear your voice beneath the noise of the waves, and let their prayer rise to the God of their life. Amen.',
    scripture:
      'Deep calls to deep at the noise of your waterfalls. All your waves and your billows have swept over me.',
    reference: 'Psalm 42:7 (WEB)',
  },
  {
    key: 'daily-098',
    title: 'Send Out Your Light',
    content:
      'Lord, send out your light and your truth, and let them lead me. Bring me to your holy hill and to the place where you dwell. I cannot find my way there on my own.\n\nSome days I am confused by the opinions around me and by my own mixed motives. Let your truth cut through the confusion and your light show the next step. Lead me to your altar, to the God who is my exceeding joy. And let me praise you there with whatever I have, even if my harp is out of tune. Amen.',
    scripture:
      'Oh, send out your light and your truth. Let them lead me. Let them bring me to your holy hill, to your tents. Then I will go to the altar of God, to God, my exceeding joy. I will praise you on the harp, God, my God.',
    reference: 'Psalm 43:3-4 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-099',
    title: 'The River of God',
    content:
      'Lord, there is a river whose streams make glad the city of God. You are in the midst of your people, and we will not be moved. You help us at the break of day.\n\nWhen the news is full of nations raging and kingdoms shaking, give me the quiet confidence of the city with the river at its heart. Let your presence be the calm center of my home and my church. Help us early in the morning, before our fears wake fully. Let your peace flow into every anxious place today. Amen.',
    scripture:
      'There is a river, the streams of which make the city of God glad, the holy place of the tents of the Most High. God is within her. She shall not be moved. God will help her at dawn.',
    reference: 'Psalm 46:4-5 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-100',
    title: 'Be Still and Know',
    content:
      'God of all the earth, you say to me, be still and know that I am God. You will be exalted among the nations and in the earth. The Lord of armies is with us.\n\nI am rarely still. My mind runs ahead and my hands keep busy, as if everything depended on me. Quiet me now. Let me stop striving long enough to remember who you are. You do not need my panic to govern the world. In the stillness, let me know you as my refuge and my God. Amen.',
    scripture:
      '“Be still, and know that I am God. I will be exalted among the nations. I will be exalted in the earth.” Yahweh of Armies is with us. The God of Jacob is our refuge. Selah.',
    reference: 'Psalm 46:10-11 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-101',
    title: 'Clap Your Hands',
    content:
      'Great King over all the earth, you invite the peoples to clap their hands and shout to you with a voice of triumph. You are awesome, and your reign reaches every nation.\n\nLoosen my reserved heart today. Let my praise be glad and unashamed. I pray for believers in every land, speaking every language, who lift their voices to you this day. Let the praise of your people rise from every continent and every city. And remind me that I belong to a great family, joyfully gathered under one King. Amen.',
    scripture:
      'Oh clap your hands, all you nations. Shout to God with the voice of triumph! For Yahweh Most High is awesome. He is a great King over all the earth.',
    reference: 'Psalm 47:1-2 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-102',
    title: 'Our Guide Even to Death',
    content:
      'Lord, you are our God forever and ever. You will be our guide even to death. I find great comfort in that promise today.\n\nNo stage of life is beyond your guidance: childhood, work, marriage or singleness, sickness, old age, and the final crossing. Walk with those who are near the end of their lives today. Guide their steps and quiet their fears. Guide me too in the years I have left, so that I follow you faithfully to the end and find you waiting on the other side. Amen.',
    scripture: 'For this God is our God forever and ever. He will be our guide even to death.',
    reference: 'Psalm 48:14 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-103',
    title: 'A Sacrifice of Praise',
    content:
      'God Most High, you do not need my offerings; the whole world is already yours. What you ask is the fruit of lips that praise your name, and hands that do good and share with others.\n\nToday I offer you thanks, not because everything is easy but because you are faithful. Let my praise be continual, not only on bright days. And let it spill into action: a meal shared, a bill paid for someone in need, an hour given to a lonely neighbor. Let these be sacrifices that please you. Amen.',
    scripture:
      'Through him, then, let’s offer up a sacrifice of praise to God continually, that is, the fruit of lips which proclaim allegiance to his name. But don’t forget to be doing good and sharing, for with such sacrifices God is well pleased.',
    reference: 'Hebrews 13:15-16 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-104',
    title: 'Wash Me',
    content:
      'Merciful God, have mercy on me according to your loving kindness. According to the multitude of your tender mercies, blot out my transgressions. Wash me thoroughly from my iniquity, and cleanse me from my sin.\n\nI do not come with excuses today. I know what I have done and what I have left undone. I am not asking you to overlook it, but to wash it away by your mercy. Let me feel clean again. Thank you that your compassion is larger than my failures, and that you delight to forgive. Amen.',
    scripture:
      'Have mercy on me, God, according to your loving kindness. According to the multitude of your tender mercies, blot out my transgressions. Wash me thoroughly from my iniquity. Cleanse me from my sin.',
    reference: 'Psalm 51:1-2 (WEB)',
  },
  {
    key: 'daily-105',
    title: 'A Broken Spirit',
    content:
      'Lord, you do not despise a broken and contrite heart. That is the offering I bring today, because it is all I have.\n\nI have tried to impress you with good works and religious words, but you look for honesty. Meet me in my brokenness. Do not let it harden into shame, and do not let me hide behind pride. Make my contrition the beginning of healing. Thank you that I can come to you exactly as I am and be received with love, not contempt. Amen.',
    scripture: 'The sacrifices of God are a broken spirit. O God, you will not despise a broken and contrite heart.',
    reference: 'Psalm 51:17 (WEB)',
  },
  {
    key: 'daily-106',
    title: 'Like a Green Olive Tree',
    content:
      'Lord, I want to be like a green olive tree in your house, rooted and fruitful, trusting in your loving kindness forever and ever.\n\nPlant me deeply in your presence. When the dry seasons come, keep me green. I will give you thanks forever because of what you have done, and I will hope in your name, for it is good. Let my life be a place where others find shade and fruit, and let me stay close to your house among your faithful people. Amen.',
    scripture:
      'But as for me, I am like a green olive tree in God’s house. I trust in God’s loving kindness forever and ever. I will give you thanks forever, because you have done it. I will hope in your name, for it is good, in the presence of your saints.',
    reference: 'Psalm 52:8-9 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-107',
    title: 'Wings Like a Dove',
    content:
      'Lord, some days I understand the psalmist who wished for wings like a dove, to fly away and be at rest. I want to escape the storm, the pressure, and the people I find difficult.\n\nYou know my longing to run. Give me rest even where I am, and show me when escape is wise and when staying is faithful. Be my shelter from the stormy wind and the tempest. And if I cannot fly away, let me find a quiet refuge in you right in the middle of this day. Amen.',
    scripture:
      'I said, “Oh that I had wings like a dove! Then I would fly away, and be at rest. Behold, then I would wander far off. I would lodge in the wilderness.” Selah. “I would hurry to a shelter from the stormy wind and storm.”',
    reference: 'Psalm 55:6-8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-108',
    title: 'Cast Your Burden',
    content:
      'Lord, you tell me to cast my burden on you and you will sustain me. You will never allow the righteous to be moved. I want to believe that today.\n\nI have been carrying too much for too long: responsibilities, fears, and other people’s expectations. I lay them down before you now. Sustain me where I am weak. Hold me steady where I am shaking. Teach me to keep casting my burdens on you, day after day, because you never grow tired of carrying them. Amen.',
    scripture: 'Cast your burden on Yahweh and he will sustain you. He will never allow the righteous to be moved.',
    reference: 'Psalm 55:22 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-109',
    title: 'You Count My Wanderings',
    content:
      'Lord, you count my wanderings and put my tears in your bottle. Are they not in your book? Nothing I have suffered has gone unnoticed by you.\n\nOn the days I feel invisible, remind me that you keep a record of every tear. I pray for those whose sorrow no one else sees: the lonely, the refugee, the prisoner, the person grieving quietly at home. Let them know you have counted their tears. And let me say with confidence, God is for me, because you are. Amen.',
    scripture:
      'You count my wanderings. You put my tears into your container. Aren’t they in your book? Then my enemies shall turn back in the day that I call. I know this: that God is for me.',
    reference: 'Psalm 56:8-9 (WEB)',
  },
  {
    key: 'daily-110',
    title: 'In God I Trust',
    content:
      'Lord, in you I have put my trust. I will not be afraid. What can mortals do to me? I praise your word, and I rest on it today.\n\nPeople can disappoint, criticize, or even harm me, but they cannot take me out of your hands. Give me courage in the face of opposition and calm in the face of threats. Let my trust in you be steadier than my fear of others. Teach me to praise your word when I feel weak, because it is stronger than any voice raised against me. Amen.',
    scripture:
      'In God, I will praise his word. In Yahweh, I will praise his word. I have put my trust in God. I will not be afraid. What can man do to me?',
    reference: 'Psalm 56:10-11 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-111',
    title: 'I Will Awaken the Dawn',
    content:
      'Lord, my heart is steadfast. I will sing and give praise. Wake up, my glory; wake up, harp and lyre. I will awaken the dawn.\n\nLet my praise come before my plans today. Before I check messages or count my worries, let me greet you with thanks. Give me a steadfast heart that does not swing with every mood. Let the first song of my day be for you, and let it set the tone for all the hours that follow. Amen.',
    scripture:
      'My heart is steadfast, God. My heart is steadfast. I will sing, yes, I will sing praises. Wake up, my glory! Wake up, lute and harp! I will wake up the dawn.',
    reference: 'Psalm 57:7-8 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-112',
    title: 'My Fortress in the Morning',
    content:
      'Lord, I will sing of your strength. Yes, I will sing aloud of your loving kindness in the morning, for you have been my high tower and a refuge in the day of my distress.\n\nThank you for the distress you have carried me through. Thank you that you are strong when I am not. This morning I sing of your loving kindness before the day’s troubles arrive. Be my fortress when the pressure mounts. Let my strength come from knowing that you are my God of mercy. Amen.',
    scripture:
      'But I will sing of your strength. Yes, I will sing aloud of your loving kindness in the morning. For you have been my high tower, a refuge in the day of my distress. To you, my strength, I will sing praises. For God is my high tower, the God of my mercy.',
    reference: 'Psalm 59:16-17 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-113',
    title: 'Lead Me to the Rock',
    content:
      'God, hear my cry and listen to my prayer. From the end of the earth I will call to you when my heart is overwhelmed. Lead me to the rock that is higher than I.\n\nMy heart is overwhelmed today, and I am not tall enough to see over my troubles. Lift me to the rock that is higher than I am. Give me a place to stand where the floodwaters cannot reach. I pray for all who feel at the end of the earth, far from home and help. Hear their cry as you hear mine. Amen.',
    scripture:
      'Hear my cry, God. Listen to my prayer. From the end of the earth, I will call to you when my heart is overwhelmed. Lead me to the rock that is higher than I.',
    reference: 'Psalm 61:1-2 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-114',
    title: 'Pour Out Your Heart',
    content:
      'Lord, you invite me to trust you at all times and to pour out my heart before you, because you are a refuge for us. I do not need to tidy my prayers before I bring them.\n\nSo I pour out my heart now: the fears I hide, the anger I do not say aloud, the hopes I am afraid to name. You can hold all of it. Thank you that you are not shocked or tired by my honesty. Be my refuge today. And help me to be a safe place where others can pour out their hearts, too. Amen.',
    scripture: 'Trust in him at all times, you people. Pour out your heart before him. God is a refuge for us. Selah.',
    reference: 'Psalm 62:8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-115',
    title: 'Better Than Life',
    content:
      'Lord, your loving kindness is better than life. My lips shall praise you. I will bless you while I live, and lift up my hands in your name.\n\nIt is a bold thing to say that your love is better than life itself. Teach me to mean it. Let your kindness be the treasure I value most, above comfort, success, and even health. While I live, let my lips praise you. And let my hands, lifted in worship, also be open to serve the people you place in my path today. Amen.',
    scripture:
      'Because your loving kindness is better than life, my lips shall praise you. So I will bless you while I live. I will lift up my hands in your name.',
    reference: 'Psalm 63:3-4 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-116',
    title: 'In the Night Watches',
    content:
      'Lord, when I remember you on my bed and think about you in the night watches, I find that you have been my help all along. In the shadow of your wings I can rejoice.\n\nSome nights I cannot sleep, and my thoughts wander to my worries. Turn my sleepless hours toward you. Let me remember your help instead of replaying my fears. My soul stays close to you, and your right hand holds me up. Be near to all who lie awake tonight in pain or sorrow, and give them rest. Amen.',
    scripture:
      'For you have been my help. I will rejoice in the shadow of your wings. My soul stays close to you. Your right hand holds me up.',
    reference: 'Psalm 63:7-8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-117',
    title: 'You Crown the Year',
    content:
      'God of the harvest, you visit the earth and water it. You greatly enrich it, and the river of God is full of water. You crown the year with your bounty, and your carts overflow with abundance.\n\nThank you for farmers and growers, for rain and sun, for the seasons turning in their time. Thank you for the food that reaches my table through many hands. Remember those whose fields are dry and whose tables are bare. Make your people generous, so that the abundance you give reaches everyone. Amen.',
    scripture:
      'You visit the earth, and water it. You greatly enrich it. The river of God is full of water. You provide them grain, for so you have ordained it. You drench its furrows. You level its ridges. You soften it with showers. You bless it with a crop. You crown the year with your bounty. Your carts overflow with abundance.',
    reference: 'Psalm 65:9-11 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-118',
    title: 'Come and See',
    content:
      'Lord, I want to say with the psalmist, come and hear, all you who fear God, and I will declare what he has done for my soul. I cried to you, and you were praised by my tongue.\n\nGive me courage to tell my story of your faithfulness, not with exaggeration or pride, but simply and honestly. Let me speak of your help when someone near me needs hope. Keep my own memory of your goodness fresh, so that my testimony is not old news but living thanks. Amen.',
    scripture:
      'Come and hear, all you who fear God. I will declare what he has done for my soul. I cried to him with my mouth. He was extolled with my tongue.',
    reference: 'Psalm 66:16-17 (WEB)',
  },
  {
    key: 'daily-119',
    title: 'Make Your Face Shine',
    content:
      'God, be merciful to us and bless us, and cause your face to shine on us, that your way may be known on earth and your salvation among all nations.\n\nI ask for your blessing not only for myself but so that others may see your kindness. Let our families, churches, and neighborhoods become places where your way is visible. Bless the work of those who carry good news to places that have not heard it. And let the light of your face shine through our ordinary lives to the ends of the earth. Amen.',
    scripture:
      'May God be merciful to us, bless us, and cause his face to shine on us. Selah. That your way may be known on earth, and your salvation among all nations, let the peoples praise you, God. Let all the peoples praise you.',
    reference: 'Psalm 67:1-3 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-120',
    title: 'Daily He Bears Our Burdens',
    content:
      'Blessed be the Lord, who daily bears our burdens, the God who is our salvation. Not weekly, not only in emergencies, but daily.\n\nThank you that you carry what I carry, even the small weights I forget to mention. Today I bring you the burden I woke up with and the ones I will pick up along the way. Carry them with me. Teach me to turn to you throughout the day and not only at its beginning. And let me help bear the burdens of others, as you bear mine. Amen.',
    scripture: 'Blessed be the Lord, who daily bears our burdens, even the God who is our salvation. Selah.',
    reference: 'Psalm 68:19 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-121',
    title: 'Save Me, O God',
    content:
      'God, save me, for the waters have come up to my neck. I sink in deep mire where there is no foothold. I am weary with my crying, and my eyes fail looking for my God.\n\nYou allow your people to pray like this, and so I do. Some days the water rises faster than I can climb. Hear me in my sinking. I pray for those who are exhausted from crying out and see no answer yet. Do not let them lose hope. Reach down and set their feet on solid ground. Amen.',
    scripture:
      'Save me, God, for the waters have come up to my neck! I sink in deep mire, where there is no foothold. I have come into deep waters, where the floods overflow me. I am weary with my crying. My throat is dry. My eyes fail looking for my God.',
    reference: 'Psalm 69:1-3 (WEB)',
  },
  {
    key: 'daily-122',
    title: 'Even When I Am Old',
    content:
      'God, you have taught me from my youth. Until now, I have declared your wondrous works. Yes, even when I am old and gray-headed, do not forsake me, until I have declared your strength to the next generation.\n\nI pray for older believers who fear being forgotten. Let them know they still have a story to tell. And I pray for the young, that they would listen. Bind the generations together in your church. Give me, at every age, something of your faithfulness to pass on to those who come after me. Amen.',
    scripture:
      'God, you have taught me from my youth. Until now, I have declared your wondrous works. Yes, even when I am old and gray-haired, God, don’t forsake me, until I have declared your strength to the next generation, your might to everyone who is to come.',
    reference: 'Psalm 71:17-18 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-123',
    title: 'Whom Have I in Heaven',
    content:
      'Lord, whom do I have in heaven but you? There is no one on earth I desire besides you. I want that to be true of me today.\n\nI confess that many things compete for my heart, and some of them are good gifts from you. Put them in their right place. Let my deepest desire be for you, above comfort and reputation and even the people I love. Not so that I love them less, but so that I love them better because my heart rests in you. Amen.',
    scripture: 'Whom do I have in heaven? There is no one on earth whom I desire besides you.',
    reference: 'Psalm 73:25 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-124',
    title: 'Near to God Is Good',
    content:
      'Lord, it is good for me to come close to you. I have made you my refuge, that I may tell of all your works. Here, near you, is where I belong.\n\nI drift easily. Distractions pull me away and busyness keeps me at a distance. Draw me back today. Let me know the goodness of your nearness in prayer, in your word, and in the company of your people. Make me a storyteller of your works, so that others may come near you too. Amen.',
    scripture:
      'But it is good for me to come close to God. I have made the Lord Yahweh my refuge, that I may tell of all your works.',
    reference: 'Psalm 73:28 (WEB)',
  },
  {
    key: 'daily-125',
    title: 'Day and Night Are Yours',
    content:
      'Lord, the day is yours and the night is also yours. You have prepared the light and the sun. You have set all the boundaries of the earth. You have made summer and winter.\n\nThank you for the rhythm of days and seasons, for light to work by and darkness to rest in. Thank you for summer warmth and winter quiet. Teach me to live within the limits you have set, accepting rest as a gift rather than a weakness. Keep me trusting you through every season of the year and of my life. Amen.',
    scripture:
      'The day is yours, the night is also yours. You have prepared the light and the sun. You have set all the boundaries of the earth. You have made summer and winter.',
    reference: 'Psalm 74:16-17 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-126',
    title: 'I Will Remember',
    content:
      'Lord, when I am troubled and cannot sleep, I will remember your deeds. I will remember your wonders of old. I will meditate on all your work and consider your doings.\n\nMy memory is short when trouble is near. I forget how you helped me before. Today, call to mind your faithfulness: the answered prayers, the doors you opened, the times you held me when I could not stand. Let remembering become a form of trust. And let my children and friends hear these stories, too, so they can remember with me. Amen.',
    scripture:
      'I will remember Yah’s deeds; for I will remember your wonders of old. I will also meditate on all your work, and consider your doings.',
    reference: 'Psalm 77:11-12 (WEB)',
  },
  {
    key: 'daily-127',
    title: 'Tell the Next Generation',
    content:
      'Lord, I do not want to hide your works from the children. I want to tell the generation to come of your praises, your strength, and the wonders you have done.\n\nBless parents, grandparents, teachers, and all who pass on faith to children. Give them patience, creativity, and honest words. Help me to speak of you naturally, in daily conversations and around the table, not only on special occasions. Let the young people in my life see a faith that is real, and let them come to trust you for themselves. Amen.',
    scripture:
      'We will not hide them from their children, telling to the generation to come the praises of Yahweh, his strength, and his wondrous deeds that he has done.',
    reference: 'Psalm 78:4 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-128',
    title: 'Restore Us',
    content:
      'God, restore us. Cause your face to shine, and we will be saved. We ask it together, as your people, and not only each one alone.\n\nRestore your church where it has grown tired, divided, or proud. Restore families that are strained and friendships that have cooled. Restore neighborhoods broken by violence and poverty. We cannot fix ourselves, but you can bring us back. Let your face shine on us, and let your salvation be seen in our life together. Amen.',
    scripture: 'Turn us again, God. Cause your face to shine, and we will be saved.',
    reference: 'Psalm 80:3 (WEB)',
  },
  {
    key: 'daily-129',
    title: 'How Lovely Is Your Dwelling',
    content:
      'Lord of armies, how lovely are your dwellings. My soul longs, and even faints, for your courts. My heart and my flesh cry out for the living God.\n\nGive me this longing for your presence. Let me not come to worship out of habit or duty alone, but with a heart that is glad to be near you. Bless the places where your people gather today, from great buildings to living rooms. Meet us there, and let us find you lovely. Amen.',
    scripture:
      'How lovely are your dwellings, Yahweh of Armies! My soul longs, and even faints for the courts of Yahweh. My heart and my flesh cry out for the living God.',
    reference: 'Psalm 84:1-2 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-130',
    title: 'Even the Sparrow',
    content:
      'Lord, even the sparrow has found a home near your altars, and the swallow a nest for herself where she may have her young. Blessed are those who dwell in your house.\n\nThank you that there is room in your presence for small and ordinary creatures, and for small and ordinary people like me. I pray for those who are looking for a home today: refugees, the homeless, and those who feel they belong nowhere. Make room for them, and make your people a welcoming house. Amen.',
    scripture:
      'Yes, the sparrow has found a home, and the swallow a nest for herself, where she may have her young, near your altars, Yahweh of Armies, my King, and my God. Blessed are those who dwell in your house. They are always praising you. Selah.',
    reference: 'Psalm 84:3-4 (WEB)',
  },
  {
    key: 'daily-131',
    title: 'Strength for the Journey',
    content:
      'Lord, blessed are those whose strength is in you, who have set their hearts on a pilgrimage. Passing through the valley of weeping, they make it a place of springs. They go from strength to strength.\n\nMy journey has valleys of weeping. Turn them into springs, places where others later find refreshment. Let my strength come from you and not from my own resources. Move me forward from strength to strength, even when each step is small. Bring me at last to stand before you. Amen.',
    scripture:
      'Blessed are those whose strength is in you, who have set their hearts on a pilgrimage. Passing through the valley of Weeping, they make it a place of springs. Yes, the autumn rain covers it with blessings. They go from strength to strength. Every one of them appears before God in Zion.',
    reference: 'Psalm 84:5-7 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-132',
    title: 'Better Is One Day',
    content:
      'Lord God, a day in your courts is better than a thousand elsewhere. You are a sun and a shield. You give grace and glory, and no good thing do you withhold from those who walk blamelessly.\n\nI spend so many days chasing what does not satisfy. Teach me the value of one day spent in your presence. Be my sun when the day is dark, and my shield when I am under attack. Thank you for every good thing you have given. Help me walk in integrity, trusting your generosity. Amen.',
    scripture:
      'For a day in your courts is better than a thousand. I would rather be a doorkeeper in the house of my God, than to dwell in the tents of wickedness. For Yahweh God is a sun and a shield. Yahweh will give grace and glory. He withholds no good thing from those who walk blamelessly.',
    reference: 'Psalm 84:10-11 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-133',
    title: 'Mercy and Truth Meet',
    content:
      'Lord, in you mercy and truth meet together, and righteousness and peace kiss each other. Truth springs out of the earth, and righteousness looks down from heaven.\n\nIn a world where truth and mercy often seem opposed, show us how they belong together. Help me be truthful without cruelty and merciful without dishonesty. Bring peace where there is conflict, not a false peace that ignores wrong, but a true peace that heals it. Let this day be a small meeting place of mercy, truth, righteousness, and peace. Amen.',
    scripture:
      'Mercy and truth meet together. Righteousness and peace have kissed each other. Truth springs out of the earth. Righteousness has looked down from heaven.',
    reference: 'Psalm 85:10-11 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-134',
    title: 'An Undivided Heart',
    content:
      'Lord, teach me your way. I will walk in your truth. Make my heart undivided to fear your name. I will praise you with my whole heart.\n\nMy heart is so easily divided: part of it wants you and part of it wants my own way. Gather the scattered pieces. Give me one desire, to walk in your truth. Let my praise be whole, not half-hearted, and let my obedience be wholehearted too. Teach me today, and I will follow. Amen.',
    scripture:
      'Teach me your way, Yahweh. I will walk in your truth. Make my heart undivided to fear your name. I will praise you, Lord my God, with my whole heart. I will glorify your name forever more.',
    reference: 'Psalm 86:11-12 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-135',
    title: 'Slow to Anger',
    content:
      'Lord, you are a merciful and gracious God, slow to anger, and abundant in loving kindness and truth. I rely on that today, and I want to reflect it.\n\nI am quick to anger and slow to mercy. Forgive me. Thank you for your patience with me, which is far greater than mine with others. Let your character shape mine. When someone tests my patience today, let me remember how patient you have been with me, and respond with grace instead of irritation. Amen.',
    scripture:
      'But you, Lord, are a merciful and gracious God, slow to anger, and abundant in loving kindness and truth.',
    reference: 'Psalm 86:15 (WEB)',
  },
  {
    key: 'daily-136',
    title: 'I Will Sing of Your Love Forever',
    content:
      'Lord, I will sing of your loving kindness forever. With my mouth I will make known your faithfulness to all generations. Your faithfulness is established in the very heavens.\n\nMy life is short, but your faithfulness lasts forever. Let me add my small voice to the long song of your people through the ages. Let me sing of your love when life is sweet and when it is bitter. Establish my heart in your faithfulness, the way the heavens are established. And let the next generation pick up the song. Amen.',
    scripture:
      'I will sing of the loving kindness of Yahweh forever. With my mouth, I will make known your faithfulness to all generations. I indeed declare, “Love stands firm forever. You established the heavens. Your faithfulness is in them.”',
    reference: 'Psalm 89:1-2 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-137',
    title: 'From Everlasting',
    content:
      'Lord, you have been our dwelling place for all generations. Before the mountains were born, before you formed the earth and the world, from everlasting to everlasting, you are God.\n\nEverything around me changes. Homes, jobs, and relationships shift. But you remain. Be my dwelling place today. Let me find in you the stability I cannot find in circumstances. Comfort those who have lost their homes or their familiar world. You are their home, too, from generation to generation. Amen.',
    scripture:
      'Before the mountains were born, before you had formed the earth and the world, even from everlasting to everlasting, you are God.',
    reference: 'Psalm 90:2 (WEB)',
  },
  {
    key: 'daily-138',
    title: 'Establish the Work of Our Hands',
    content:
      'Lord, let your work appear to your servants and your glory to their children. Let the favor of the Lord our God be on us. Establish the work of our hands.\n\nMy work often feels small and temporary. Some of it will be forgotten by next week. Yet I ask you to establish it, to give it a place in your purposes. Let your favor rest on ordinary labor: cooking, cleaning, building, teaching, caring. Let our children see your glory in what we do. Amen.',
    scripture:
      'Let your work appear to your servants, your glory to their children. Let the favor of the Lord our God be on us. Establish the work of our hands for us. Yes, establish the work of our hands.',
    reference: 'Psalm 90:16-17 (WEB)',
  },
  {
    key: 'daily-139',
    title: 'The Clay and the Potter',
    content:
      'Lord, you are our Father. We are the clay and you are the potter. We are all the work of your hand. I find that humbling and comforting at the same time.\n\nShape me today. Where I am hard and resistant, soften me. Where I am misshapen by old habits, reform me with patient hands. Keep me from telling you what I should become, as if the clay could instruct the potter. Make me useful for whatever purpose you have in mind, and let me trust that your hands are skilled and kind. Amen.',
    scripture:
      'But now, Yahweh, you are our Father. We are the clay and you our potter. We all are the work of your hand.',
    reference: 'Isaiah 64:8 (WEB)',
  },
  {
    key: 'daily-140',
    title: 'Wonderfully Made',
    content:
      'Creator God, you formed my inward parts. You knit me together in my mother’s womb. I will give thanks to you, for I am fearfully and wonderfully made.\n\nSome days I struggle to believe this. I see my flaws, my limits, and the body that does not work as I wish. Help me look at myself with your eyes. Thank you for the miracle of life, in me and in every person I meet today. Teach me to treat my body with care and every other human being with the dignity you gave them. Amen.',
    scripture:
      'For you formed my inmost being. You knit me together in my mother’s womb. I will give thanks to you, for I am fearfully and wonderfully made. Your works are wonderful. My soul knows that very well.',
    reference: 'Psalm 139:13-14 (WEB)',
    topic: 'Gratitude',
  },
];
