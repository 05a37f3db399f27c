import type { SeedTopicPrayer } from './types';
import { moreTopicPrayers } from './topic-prayers-2';

/**
 * The first release's prayers for the six built-in topics (seven each). The prayers are original to this app;
 * each scripture passage is copied verbatim from the World English Bible (public domain, the
 * 2020 stable text edition as published by eBible.org), with curly quotes written as straight ones, and checked
 * against a second copy (db/src/seed/scripture.test.ts).
 * Keys are stable: never renumber or reuse one once shipped; add new prayers with new numbers.
 */
export const firstTopicPrayers: readonly SeedTopicPrayer[] = [
  {
    key: 'hope-1',
    topic: 'Hope',
    title: 'A Future and a Hope',
    content:
      'Lord, when the road ahead is hidden from me, remind me that it is not hidden from You. You know the plans You have for me, even when I cannot imagine what tomorrow will hold.\n\nTeach me to wait with expectation rather than dread. Where I have lost heart, plant a quiet confidence that Your thoughts toward me are thoughts of peace. Help me to seek You with my whole heart today, and to trust that a future held in Your hands is a future full of hope. Amen.',
    scripture:
      'For I know the thoughts that I think toward you," says Yahweh, "thoughts of peace, and not of evil, to give you hope and a future.',
    reference: 'Jeremiah 29:11 (WEB)',
  },
  {
    key: 'hope-2',
    topic: 'Hope',
    title: 'The God of Hope',
    content:
      'God of hope, some mornings I wake with a heart that feels empty, and I do not know where to find the courage to expect good things. Fill me again, not with wishful thinking, but with the quiet joy and peace that come from trusting You.\n\nLet Your Holy Spirit stir a hope in me that runs deeper than my circumstances. When I cannot see the way forward, help me remember that You are already there. And let the hope You give spill over to the people I meet today, so that they too may taste Your goodness. Amen.',
    scripture:
      'Now may the God of hope fill you with all joy and peace in believing, that you may abound in hope in the power of the Holy Spirit.',
    reference: 'Romans 15:13 (WEB)',
  },
  {
    key: 'hope-3',
    topic: 'Hope',
    title: 'When My Soul Is Downcast',
    content:
      'Lord, You know the heaviness I carry today, even the parts I cannot put into words. Like the psalmist, I ask my own soul why it is so troubled, and I choose, as best I can, to turn it toward You.\n\nI will still praise You, not because everything is well, but because You are faithful and near. Lift my eyes when they are fixed on what I have lost. Be the help I cannot find in myself. Hold my hope for me until I can hold it again. Amen.',
    scripture:
      'Why are you in despair, my soul? Why are you disturbed within me? Hope in God! For I shall still praise him, the saving help of my countenance, and my God.',
    reference: 'Psalm 42:11 (WEB)',
  },
  {
    key: 'hope-4',
    topic: 'Hope',
    title: 'Waiting With Expectation',
    content:
      'Faithful God, waiting is hard for me. I want answers now, and the silence between my prayers and Your timing can feel so long. Teach my soul to wait for You the way a watchman waits for morning, sure that the dawn will come.\n\nYou are my help and my shield. Let my heart find its gladness in You rather than in how quickly things change. Let Your loving kindness rest on me and on those I love, because it is in You that we have placed our hope. Amen.',
    scripture:
      'Our soul has waited for Yahweh. He is our help and our shield. For our heart rejoices in him, because we have trusted in his holy name. Let your loving kindness be on us, Yahweh, since we have hoped in you.',
    reference: 'Psalm 33:20-22 (WEB)',
  },
  {
    key: 'hope-5',
    topic: 'Hope',
    title: 'Hope for What I Cannot See',
    content:
      'Lord Jesus, so much of what I long for is still unseen: peace in my family, healing in the world, the person I hope to become. Forgive me when I treat hope as if it were only for things I can already hold.\n\nGive me the patience that hope requires. Help me to wait without bitterness and to keep believing that Your love is at work in places I cannot see. When I am tempted to give up, remind me that You have not given up on me. Amen.',
    scripture:
      "For we were saved in hope, but hope that is seen is not hope. For who hopes for that which he sees? But if we hope for that which we don't see, we wait for it with patience.",
    reference: 'Romans 8:24-25 (WEB)',
  },
  {
    key: 'hope-6',
    topic: 'Hope',
    title: 'My Expectation Is From You',
    content:
      'God my rock, I have placed my hopes in so many things that could not hold them: plans, people, my own strength. Today I want to quiet my heart and rest my expectation on You alone.\n\nIn the noise of this day, lead me into a stillness where I can hear You. When I am shaken, be the ground beneath my feet. When I feel unsafe, be my fortress. Let my hope be anchored not in what might happen, but in who You are. Amen.',
    scripture:
      'My soul, wait in silence for God alone, for my expectation is from him. He alone is my rock and my salvation, my fortress. I will not be shaken.',
    reference: 'Psalm 62:5-6 (WEB)',
  },
  {
    key: 'hope-7',
    topic: 'Hope',
    title: 'I Will Look to You',
    content:
      "Lord, when the news is heavy and the days seem dark, I am tempted to look everywhere but to You. Turn my gaze back toward Your face.\n\nYou are the God who saves, and You hear me when I call. I do not know how today's troubles will unfold, but I choose to watch for Your hand and to wait for Your timing. Keep me from despair, and let me be a quiet sign of hope for someone else who is struggling. Amen.",
    scripture: 'But as for me, I will look to Yahweh. I will wait for the God of my salvation. My God will hear me.',
    reference: 'Micah 7:7 (WEB)',
  },
  {
    key: 'peace-1',
    topic: 'Peace',
    title: 'Perfect Peace',
    content:
      'Lord, my thoughts run in circles, and my mind jumps from one worry to the next. I long for the steady peace You give to those who trust You.\n\nGently gather my scattered attention and set it on You. When fear speaks loudly, let Your voice speak more clearly. I place into Your hands the things I cannot fix today and the people I cannot protect on my own. Keep my mind steadfast, not because I am strong, but because You are faithful. Amen.',
    scripture: "You will keep whoever's mind is steadfast in perfect peace, because he trusts in you.",
    reference: 'Isaiah 26:3 (WEB)',
  },
  {
    key: 'peace-2',
    topic: 'Peace',
    title: 'Lying Down in Peace',
    content:
      'Father, as this day comes to an end, I bring You everything still unfinished: the conversations I replay, the tasks left undone, the worries that follow me to bed.\n\nI lay them down before You. You neither slumber nor sleep, so I do not have to stay awake to hold the world together. Watch over my home and everyone I love. Quiet my body and my mind, and let me rest in the safety of Your care. When I wake, let my first thought be of You. Amen.',
    scripture: 'In peace I will both lay myself down and sleep, for you alone, Yahweh, make me live in safety.',
    reference: 'Psalm 4:8 (WEB)',
  },
  {
    key: 'peace-3',
    topic: 'Peace',
    title: 'When Anxious Thoughts Multiply',
    content:
      'God of comfort, You see the crowd of thoughts inside me: what-ifs, old regrets, fears about tomorrow. They pile up faster than I can answer them.\n\nCome into the middle of that noise with Your gentle presence. Let Your comfort reach the places where my anxiety runs deepest. Help me to notice one thing at a time, to breathe, and to remember that I am held. I do not need to have every answer today; I need only to stay close to You. Amen.',
    scripture: 'In the multitude of my thoughts within me, your comforts delight my soul.',
    reference: 'Psalm 94:19 (WEB)',
  },
  {
    key: 'peace-4',
    topic: 'Peace',
    title: 'My Peace I Give You',
    content:
      'Lord Jesus, the world offers me many kinds of peace: distraction, comfort, the hope that problems will simply go away. None of them lasts. You offer a different peace, one that stays even when the troubles do not.\n\nI receive Your gift today. When my heart starts to tremble, remind me that You have not left me alone. Calm the fears that rise up in me, and settle my mind in Your presence. Let the peace You give run deeper than anything the world can take away. Amen.',
    scripture:
      "Peace I leave with you. My peace I give to you; not as the world gives, I give to you. Don't let your heart be troubled, neither let it be fearful.",
    reference: 'John 14:27 (WEB)',
  },
  {
    key: 'peace-5',
    topic: 'Peace',
    title: 'Peace at All Times',
    content:
      'Lord of peace, I need You at all times and in all ways: in the busy hours and the lonely ones, at work and at my table, in conversations that go well and in those that do not.\n\nGive me Your peace, which does not depend on everything going right. Be with me in every room I enter today. Where there is tension in my home or at work, make me someone who brings calm rather than adding to the storm. Let Your presence be the peace I carry with me. Amen.',
    scripture: 'Now may the Lord of peace himself give you peace at all times in all ways. The Lord be with you all.',
    reference: '2 Thessalonians 3:16 (WEB)',
  },
  {
    key: 'peace-6',
    topic: 'Peace',
    title: 'Casting My Cares on You',
    content:
      'Father, thank You that You care for me, not from a distance, but with the attention of a loving parent. I confess that I often carry my worries as if everything depended on me.\n\nRight now I name my burdens before You, one by one, and I place them in Your hands. Give me the humility to let go of what was never mine to carry. And when I pick those worries up again, as I surely will, gently remind me to hand them back to You. Amen.',
    scripture:
      'Humble yourselves therefore under the mighty hand of God, that he may exalt you in due time, casting all your worries on him, because he cares for you.',
    reference: '1 Peter 5:6-7 (WEB)',
  },
  {
    key: 'peace-7',
    topic: 'Peace',
    title: 'Peace That Guards My Heart',
    content:
      'Father, You invite me to bring You everything, not only the big things but the small worries that quietly steal my joy. So here they are: the appointment I dread, the decision I keep putting off, the person I am concerned about.\n\nI set each one before You with thanksgiving, remembering how often You have cared for me before. I do not need to understand how You will work. I ask only that Your peace, which goes beyond all understanding, would stand guard over my heart and my thoughts today. Amen.',
    scripture:
      'In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.',
    reference: 'Philippians 4:6-7 (WEB)',
  },
  {
    key: 'wisdom-1',
    topic: 'Wisdom',
    title: 'Asking for Wisdom',
    content:
      'Generous God, I have a decision in front of me, and I do not know which way to go. I confess that I often try to figure things out alone before I think to ask You.\n\nSo I am asking now. Give me wisdom, and let me receive it without fear of Your reproach. Clear away the worry and pride that cloud my judgment. Help me to listen for Your guidance in Scripture, in prayer, and in the counsel of people who love You. Then give me the courage to follow where You lead. Amen.',
    scripture:
      'But if any of you lacks wisdom, let him ask of God, who gives to all liberally and without reproach, and it will be given to him.',
    reference: 'James 1:5 (WEB)',
  },
  {
    key: 'wisdom-2',
    topic: 'Wisdom',
    title: 'A Lamp for My Feet',
    content:
      'Lord, I do not need to see the whole road today; I only need enough light for the next step. Thank You for Your word, which shines into my confusion and shows me where to walk.\n\nOpen my heart as I read the Scriptures. Let them shape the way I speak, the choices I make, and the way I treat others. When the path ahead is dark, keep me close to Your light, and give me patience to take one faithful step at a time. Amen.',
    scripture: 'Your word is a lamp to my feet, and a light for my path.',
    reference: 'Psalm 119:105 (WEB)',
  },
  {
    key: 'wisdom-3',
    topic: 'Wisdom',
    title: 'Teach Me Your Paths',
    content:
      'God of my salvation, so many voices tell me which way to go. Above all of them, I want to know Your ways.\n\nShow me Your paths and teach me to walk in them. Guide me in Your truth when I am tempted by shortcuts or half-truths. Where I have wandered off on my own, lead me gently back. I will wait for You today, trusting that You are more eager to guide me than I am to be guided. Amen.',
    scripture:
      'Show me your ways, Yahweh. Teach me your paths. Guide me in your truth, and teach me, for you are the God of my salvation. I wait for you all day long.',
    reference: 'Psalm 25:4-5 (WEB)',
  },
  {
    key: 'wisdom-4',
    topic: 'Wisdom',
    title: 'Counting Our Days',
    content:
      'Eternal God, my days pass so quickly, and I spend many of them on things that do not matter. Teach me to count my days, not with fear, but with gratitude and purpose.\n\nGive me a heart of wisdom that knows what is truly important: loving You, loving the people You have placed in my life, and doing the good You set before me. Help me to let go of what is trivial, to forgive quickly, and to use this one day well. Amen.',
    scripture: 'So teach us to count our days, that we may gain a heart of wisdom.',
    reference: 'Psalm 90:12 (WEB)',
  },
  {
    key: 'wisdom-5',
    topic: 'Wisdom',
    title: 'Wisdom From Above',
    content:
      'Lord, the world offers many kinds of cleverness, but I want the wisdom that comes from You: pure, peaceable, gentle, and full of mercy.\n\nWhen I am quick to argue, make me reasonable. When I am tempted to show partiality, make me fair. When I want to look wise rather than be wise, make me sincere. Let the good fruit of Your wisdom grow in my words and actions today, so that those around me may see something of Your kindness. Amen.',
    scripture:
      'But the wisdom that is from above is first pure, then peaceful, gentle, reasonable, full of mercy and good fruits, without partiality, and without hypocrisy.',
    reference: 'James 3:17 (WEB)',
  },
  {
    key: 'wisdom-6',
    topic: 'Wisdom',
    title: 'Teach Me to Do Your Will',
    content:
      'Faithful God, before the demands of this day rush in, I lift my soul to You. I want more than good advice; I want to know Your will and to do it.\n\nI do not always know what is right, and sometimes every choice looks uncertain. Let Your good Spirit lead me on level ground. Give me a discerning heart, a clear mind, and a willingness to follow You even when Your way is not the easiest one. Let my trust in You be the starting point of every decision I make today. Amen.',
    scripture: 'Teach me to do your will, for you are my God. Your Spirit is good. Lead me in the land of uprightness.',
    reference: 'Psalm 143:10 (WEB)',
  },
  {
    key: 'wisdom-7',
    topic: 'Wisdom',
    title: 'Trusting Beyond My Understanding',
    content:
      'Lord, I like to understand everything before I take a step. I want the plan laid out and the outcome settled. But You ask me to trust You with all my heart, even when I cannot see how things will work out.\n\nLoosen my grip on my own understanding. In my work, my relationships, and my plans, help me to acknowledge You first rather than last. Straighten the paths I have tangled, and give me the humility to follow where You lead. Amen.',
    scripture:
      "Trust in Yahweh with all your heart, and don't lean on your own understanding. In all your ways acknowledge him, and he will make your paths straight.",
    reference: 'Proverbs 3:5-6 (WEB)',
  },
  {
    key: 'healing-1',
    topic: 'Healing',
    title: 'Healer of Broken Hearts',
    content:
      'Lord, You know the wounds I carry that no one else can see: grief that lingers, words that still sting, disappointments I have never spoken aloud.\n\nI bring these broken places to You, because You are gentle with the brokenhearted. Bind up what is torn in me, in Your way and in Your time. Where I am tempted to hide my pain, give me courage to bring it into Your light and to accept help from others. Let me sense, even a little, the tenderness of Your care today. Amen.',
    scripture: 'He heals the broken in heart, and binds up their wounds.',
    reference: 'Psalm 147:3 (WEB)',
  },
  {
    key: 'healing-2',
    topic: 'Healing',
    title: 'Heal Me, Lord',
    content:
      'Lord, I come to You in weakness, asking for healing in my body, my mind, and my spirit. You know what I need better than I do.\n\nI place myself in Your hands and in the care of those who treat me. Give wisdom to the doctors, nurses, and caregivers around me, and grant me patience for the slow days. Whatever the road ahead holds, let me not lose sight of Your love, and let me still find reasons to praise You. Amen.',
    scripture: 'Heal me, O Yahweh, and I will be healed. Save me, and I will be saved; for you are my praise.',
    reference: 'Jeremiah 17:14 (WEB)',
  },
  {
    key: 'healing-3',
    topic: 'Healing',
    title: 'Near to the Brokenhearted',
    content:
      'Compassionate God, my heart feels crushed today, and I do not have the strength to pretend otherwise. Thank You that You do not wait for me to feel better before You draw near.\n\nSit with me in this sorrow. Hold the tears I cannot explain. Send people who will listen without hurrying me, and help me to receive their kindness. I do not ask to understand everything right now; I ask only to know that You are close. Amen.',
    scripture: 'Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.',
    reference: 'Psalm 34:18 (WEB)',
  },
  {
    key: 'healing-4',
    topic: 'Healing',
    title: 'The God of All Comfort',
    content:
      'Father of mercies and God of all comfort, thank You for meeting me in my afflictions. You have carried me through seasons I thought I could not survive.\n\nComfort me again today where I am hurting. And as You tend my wounds, teach me to comfort others with the same compassion I have received. Let my own journey toward wholeness, however slow, become a gift to someone else who is suffering. Use my story, even the painful parts, to point others toward Your tender care. Amen.',
    scripture:
      'Blessed be the God and Father of our Lord Jesus Christ, the Father of mercies and God of all comfort, who comforts us in all our affliction, that we may be able to comfort those who are in any affliction, through the comfort with which we ourselves are comforted by God.',
    reference: '2 Corinthians 1:3-4 (WEB)',
  },
  {
    key: 'healing-5',
    topic: 'Healing',
    title: 'Rest for the Weary',
    content:
      'Lord Jesus, my body feels fragile, and I am tired of being tired. Some days it seems I am losing more than I am gaining.\n\nYou invite all who are weary and burdened to come to You, so I come just as I am. Give rest to my body and my mind. Lift the heaviness I cannot lift on my own, and teach me to lean on Your gentle and humble heart. Help me notice the small graces of this day: a kind word, a moment of ease, a sign of Your presence. Amen.',
    scripture:
      '"Come to me, all you who labor and are heavily burdened, and I will give you rest. Take my yoke upon you and learn from me, for I am gentle and humble in heart; and you will find rest for your souls. For my yoke is easy, and my burden is light."',
    reference: 'Matthew 11:28-30 (WEB)',
  },
  {
    key: 'healing-6',
    topic: 'Healing',
    title: 'Strength of My Heart',
    content:
      'Lord, my body and my heart are weak. Illness and weariness have taken more from me than I expected, and some days I do not know how to pray.\n\nBe the strength of my heart when my own strength fails. Be my portion when I feel I have little left to give. Whatever this season brings, help me to rest in Your faithful love. Surround me with people who care, and do not let me walk this road alone. Amen.',
    scripture: 'My flesh and my heart fails, but God is the strength of my heart and my portion forever.',
    reference: 'Psalm 73:26 (WEB)',
  },
  {
    key: 'healing-7',
    topic: 'Healing',
    title: 'How Long, Lord?',
    content:
      'Lord, I am weary of this pain, and I do not know how much longer it will last. Like the psalmist, I cry out to You: have mercy on me, for I am faint.\n\nThank You that I can bring You my honest questions without fear. Hear the prayers I cannot finish and the tears I cannot explain. Give me strength for today, patience for the waiting, and people who will walk beside me. Even when I ask how long, let me never doubt that You are with me. Amen.',
    scripture:
      'Have mercy on me, Yahweh, for I am faint. Yahweh, heal me, for my bones are troubled. My soul is also in great anguish. But you, Yahweh—how long?',
    reference: 'Psalm 6:2-3 (WEB)',
  },
  {
    key: 'strength-1',
    topic: 'Strength',
    title: 'Power for the Weary',
    content:
      'Everlasting God, You never grow tired, but I do. I come to You worn out, with little left to give to the people and tasks that need me.\n\nYou give power to the weak, so I come honestly, as one who is weak. Teach me to wait for You, and renew my strength for this day. Help me to do what is mine to do, to rest when I need rest, and to trust You with everything else. Let Your strength carry me where my own runs out. Amen.',
    scripture:
      'He gives power to the weak. He increases the strength of him who has no might. Even the youths faint and get weary, and the young men utterly fall; but those who wait for Yahweh will renew their strength. They will mount up with wings like eagles. They will run, and not be weary. They will walk, and not faint.',
    reference: 'Isaiah 40:29-31 (WEB)',
  },
  {
    key: 'strength-2',
    topic: 'Strength',
    title: 'A Very Present Help',
    content:
      'God my refuge, trouble has come close, and I feel exposed and unsure. Be my shelter in this storm.\n\nThank You that You are not a distant help, arriving only after the danger has passed. You are present now, in the middle of it. Steady my heart when I am afraid. Give me courage to face what is in front of me, one hour at a time. And when I cannot feel Your nearness, help me trust that You have not left me. Amen.',
    scripture: 'God is our refuge and strength, a very present help in trouble.',
    reference: 'Psalm 46:1 (WEB)',
  },
  {
    key: 'strength-3',
    topic: 'Strength',
    title: 'Grace That Is Enough',
    content:
      'Lord Jesus, I am tired of trying to look strong. You know my weaknesses, the limits I try to hide, and the struggles I wish You would simply take away.\n\nTeach me that Your grace is sufficient for me, even here. Let Your power rest on me in the very places where I feel most inadequate. Free me from the fear of being seen as weak, and help me to lean on You without shame. In my weakness, be my strength. Amen.',
    scripture:
      'He has said to me, "My grace is sufficient for you, for my power is made perfect in weakness." Most gladly therefore I will rather glory in my weaknesses, that the power of Christ may rest on me.',
    reference: '2 Corinthians 12:9 (WEB)',
  },
  {
    key: 'strength-4',
    topic: 'Strength',
    title: 'Take Courage',
    content:
      'Lord, I am waiting for something that has not yet come, and the waiting is wearing me down. My heart is tempted to give up, or to push ahead without You.\n\nGive me a strong and courageous heart. Help me to keep showing up, keep praying, and keep trusting while I wait for You. Guard me from discouragement and from comparing my life with the lives of others. Let this season of waiting become a season of growing deeper in Your love. Amen.',
    scripture: 'Wait for Yahweh. Be strong, and let your heart take courage. Yes, wait for Yahweh.',
    reference: 'Psalm 27:14 (WEB)',
  },
  {
    key: 'strength-5',
    topic: 'Strength',
    title: 'Strength in My Soul',
    content:
      'Faithful God, thank You for every time I called and You answered, sometimes in ways I did not expect. Today I call to You again.\n\nI do not ask for an easy road, but for strength in my soul to walk the road in front of me. Encourage me where I feel small. Steady me where I feel unsure. Help me remember Your faithfulness in the past, and find in it the courage to face today. Amen.',
    scripture: 'In the day that I called, you answered me. You encouraged me with strength in my soul.',
    reference: 'Psalm 138:3 (WEB)',
  },
  {
    key: 'strength-6',
    topic: 'Strength',
    title: 'Not a Spirit of Fear',
    content:
      'Father, fear has been speaking loudly in my heart, telling me that I am not enough and that I should hold back. I bring those fears to You.\n\nFill me instead with Your Spirit of power, love, and self-control. Give me courage to speak the truth kindly, to do what is right when it is hard, and to take the next faithful step. Let love, not fear, shape the choices I make today. Amen.',
    scripture: "For God didn't give us a spirit of fear, but of power, love, and self-control.",
    reference: '2 Timothy 1:7 (WEB)',
  },
  {
    key: 'strength-7',
    topic: 'Strength',
    title: 'Upheld by Your Hand',
    content:
      'God of all strength, fear has crept into my heart, and I feel small before what lies ahead of me. You tell me not to be afraid, because You are with me. Help me to believe it today.\n\nStrengthen me where I am weak. Help me where I cannot help myself. Hold me up with Your right hand when my knees are shaking. I do not ask for every fear to vanish at once, but for the courage to take the next step, knowing that I do not take it alone. Amen.',
    scripture:
      "Don't you be afraid, for I am with you. Don't be dismayed, for I am your God. I will strengthen you. Yes, I will help you. Yes, I will uphold you with the right hand of my righteousness.",
    reference: 'Isaiah 41:10 (WEB)',
  },
  {
    key: 'gratitude-1',
    topic: 'Gratitude',
    title: 'Entering With Thanksgiving',
    content:
      'Good and faithful God, I come into Your presence today with thanksgiving. Before I ask You for anything, I want to thank You for who You are.\n\nThank You for Your loving kindness that has never run out, and for Your faithfulness that has reached me through generations of people who prayed before me. Open my eyes to the gifts I have overlooked: breath, bread, friendship, forgiveness. Let gratitude shape the way I speak and act today. Amen.',
    scripture:
      'Enter into his gates with thanksgiving, and into his courts with praise. Give thanks to him, and bless his name. For Yahweh is good. His loving kindness endures forever, his faithfulness to all generations.',
    reference: 'Psalm 100:4-5 (WEB)',
  },
  {
    key: 'gratitude-2',
    topic: 'Gratitude',
    title: 'With My Whole Heart',
    content:
      'Lord, I want to thank You with my whole heart, not just a corner of it. Too often I rush past Your goodness on my way to the next worry.\n\nToday I slow down to remember what You have done: the prayers You answered, the strength You gave when I had none, the people You sent at just the right time. Let me tell others of Your kindness, not to boast, but so that they may be encouraged. Receive my thanks as an offering of love. Amen.',
    scripture: 'I will give thanks to Yahweh with my whole heart. I will tell of all your marvelous works.',
    reference: 'Psalm 9:1 (WEB)',
  },
  {
    key: 'gratitude-3',
    topic: 'Gratitude',
    title: 'Every Good Gift',
    content:
      'Father of lights, every good thing in my life has come from Your hand. Thank You for the gifts I notice and for the many I take for granted.\n\nThank You for the people who love me, for the work of my hands, for the beauty of the world, and above all for the gift of Your Son. When I am tempted to envy what others have, turn my heart back to gratitude. Let my thankfulness overflow in generosity toward those who have less. You do not change, and I can rest in Your constant goodness. Amen.',
    scripture:
      'Every good gift and every perfect gift is from above, coming down from the Father of lights, with whom can be no variation nor turning shadow.',
    reference: 'James 1:17 (WEB)',
  },
  {
    key: 'gratitude-4',
    topic: 'Gratitude',
    title: 'Pleasant Places',
    content:
      'Lord, when I stop to look at my life, I see Your care in so many places. Even through hard seasons, You have given me more than I knew to ask for.\n\nThank You for daily bread, for the people around me, and for the faith that holds me. Forgive me for the times I have complained about my portion instead of giving thanks. Teach me a contentment that does not depend on having more, and a gratitude that notices the good already in front of me. Amen.',
    scripture:
      'Yahweh assigned my portion and my cup. You made my lot secure. The lines have fallen to me in pleasant places. Yes, I have a good inheritance.',
    reference: 'Psalm 16:5-6 (WEB)',
  },
  {
    key: 'gratitude-5',
    topic: 'Gratitude',
    title: 'Mourning Into Dancing',
    content:
      'God of mercy, when I look back on the hardest seasons of my life, I remember how You met me there and, little by little, brought light back into my days.\n\nThank You for carrying me through the darkness, and for the people and small mercies You used to lift me up. Let me never forget what You have done. And if someone near me is grieving today, let me sit with them in patience and hold on to hope alongside them. Amen.',
    scripture:
      'You have turned my mourning into dancing for me. You have removed my sackcloth, and clothed me with gladness, to the end that my heart may sing praise to you, and not be silent. Yahweh my God, I will give thanks to you forever!',
    reference: 'Psalm 30:11-12 (WEB)',
  },
  {
    key: 'gratitude-6',
    topic: 'Gratitude',
    title: 'Giving Thanks in All I Do',
    content:
      'Lord Jesus, I want my whole day to be an act of thanksgiving, not only the moments I set aside for prayer. Whatever I do, in word or in deed, let me do it in Your name.\n\nLet me wash the dishes, answer messages, care for my family, and greet strangers with a thankful heart. When my work feels ordinary, remind me that nothing offered to You is wasted. Through You, I give thanks to the Father for this day and for all its gifts. Amen.',
    scripture:
      'Whatever you do, in word or in deed, do all in the name of the Lord Jesus, giving thanks to God the Father through him.',
    reference: 'Colossians 3:17 (WEB)',
  },
  {
    key: 'gratitude-7',
    topic: 'Gratitude',
    title: 'Thanks in Everything',
    content:
      'Father, it is easy to give thanks when life is going well, and hard when it is not. Teach me to give thanks in everything, not for every hardship, but in the middle of it, because You are still good and still near.\n\nLet my prayers today be woven through with gratitude: for this new day, for the people I love, for mercies I did not deserve. When I am tempted to grumble, turn my heart toward praise. Keep me in conversation with You all day long, rejoicing in Your faithful love. Amen.',
    scripture:
      'Always rejoice. Pray without ceasing. In everything give thanks, for this is the will of God in Christ Jesus toward you.',
    reference: '1 Thessalonians 5:16-18 (WEB)',
  },
];

/** Every topic prayer: at least fifteen per topic. */
export const seedTopicPrayers: readonly SeedTopicPrayer[] = [...firstTopicPrayers, ...moreTopicPrayers];
