import type { SeedTopicPrayer } from './types';

/** Topic prayers added in the second release: eight more per topic, numbered on from the first seven. */
export const moreTopicPrayers: readonly SeedTopicPrayer[] = [
  {
    key: 'hope-8',
    topic: 'Hope',
    title: 'An Anchor for the Soul',
    content:
      'Lord, the hope You give is an anchor for my soul, sure and steadfast. When the winds rise and the waves pull at me, I do not want to drift.\n\nHold me fast today. When my feelings swing between fear and relief, keep my hope fixed in You and not in how things look this hour. Let me be steady for the people who lean on me, because I am held by Someone steadier than I am. Amen.',
    scripture:
      'This hope we have as an anchor of the soul, a hope both sure and steadfast and entering into that which is within the veil, where as a forerunner Jesus entered for us, having become a high priest forever after the order of Melchizedek.',
    reference: 'Hebrews 6:19-20 (WEB)',
  },
  {
    key: 'hope-9',
    topic: 'Hope',
    title: 'You Are My Hope',
    content:
      'Lord God, You have been my hope and my confidence since my youth. Looking back, I can see Your hand on my life even in the years I did not notice it.\n\nThank You for the long faithfulness behind me. Let it give me courage for what lies ahead. Where my hopes have been disappointed, teach me to hope in You rather than in outcomes. Be the hope of my old age as You were the hope of my youth. Amen.',
    scripture: 'For you are my hope, Lord Yahweh, my confidence from my youth.',
    reference: 'Psalm 71:5 (WEB)',
  },
  {
    key: 'hope-10',
    topic: 'Hope',
    title: 'Hope Against Hope',
    content:
      'Lord, Abraham hoped against hope. When every sign said no, he believed Your promise and became the father of many nations.\n\nThere are things I have almost stopped hoping for. Some prayers feel too old to answer. Give me the stubborn faith of Abraham, which did not pretend the facts were different but trusted You more than the facts. Let me keep hoping, not in my own wishes, but in Your word. Amen.',
    scripture:
      'Against hope, Abraham in hope believed, to the end that he might become a father of many nations, according to that which had been spoken, "So will your offspring be."',
    reference: 'Romans 4:18 (WEB)',
  },
  {
    key: 'hope-11',
    topic: 'Hope',
    title: 'What Do I Wait For?',
    content:
      'Lord, what am I waiting for? My hope is in You. The question clears away so much that I thought mattered.\n\nI wait for many things: news, change, recovery, answers. But beneath them all, I am waiting for You. Let my hope rest there, so that if these other things come or do not come, I am not undone. Be the center of my expectation today and every day. Amen.',
    scripture: 'Now, Lord, what do I wait for? My hope is in you.',
    reference: 'Psalm 39:7 (WEB)',
  },
  {
    key: 'hope-12',
    topic: 'Hope',
    title: 'Happy Is the One Whose Help Is God',
    content:
      'Lord, happy is the one whose help is the God of Jacob, whose hope is in You. You are the God of a flawed and struggling man, and You helped him anyway.\n\nThank You that I do not need to be strong or perfect to receive Your help. I set my hope on You today, not on princes or plans. Bless those who feel they have no helper. Let them discover the happiness of trusting You. Amen.',
    scripture:
      'Happy is he who has the God of Jacob for his help, whose hope is in Yahweh, his God, who made heaven and earth, the sea, and all that is in them; who keeps truth forever; who executes justice for the oppressed; who gives food to the hungry. Yahweh frees the prisoners.',
    reference: 'Psalm 146:5-7 (WEB)',
  },
  {
    key: 'hope-13',
    topic: 'Hope',
    title: 'Hope in the Lord',
    content:
      'Lord, the psalmist calls Your people to hope in You, because with You there is loving kindness, and with You is abundant redemption.\n\nMy grip weakens when the waiting is long. But my hope does not rest on the strength of my grip. It rests on Your kindness and Your power to redeem. Help me hold on today, and when I cannot, hold on to me. Let me encourage someone else to keep hoping as well. Amen.',
    scripture: 'Israel, hope in Yahweh, for there is loving kindness with Yahweh. Abundant redemption is with him.',
    reference: 'Psalm 130:7 (WEB)',
  },
  {
    key: 'hope-14',
    topic: 'Hope',
    title: 'My Hiding Place',
    content:
      'Lord, You are my hiding place and my shield. I hope in Your word.\n\nWhen the world feels exposed and unsafe, let me hide in You. Not to escape my responsibilities, but to find shelter and strength before I go back out. Let Your word be the ground of my hope today. Speak to me through it, and let Your promises steady my heart. Amen.',
    scripture: 'You are my hiding place and my shield. I hope in your word.',
    reference: 'Psalm 119:114 (WEB)',
  },
  {
    key: 'hope-15',
    topic: 'Hope',
    title: 'Come, Lord Jesus',
    content:
      'Lord Jesus, You have said, Yes, I come quickly. And Your church answers, Come, Lord Jesus. One day You will come, and everything will be made right.\n\nKeep that day before my eyes. Let it shape how I live now: with patience, with integrity, and with joy. When injustice seems to win, remind me that the story is not finished. I wait for You, and I am glad to wait. Amen.',
    scripture: 'He who testifies these things says, "Yes, I am coming soon." Amen! Yes, come, Lord Jesus!',
    reference: 'Revelation 22:20 (WEB)',
  },
  {
    key: 'peace-8',
    topic: 'Peace',
    title: 'The Lord Will Bless With Peace',
    content:
      'Lord, You give strength to Your people, and You bless Your people with peace. Both are gifts from Your hand, not things I can produce on my own.\n\nI come to You restless and tired. Give me the strength I need for today and the peace that lets me rest tonight. I pray for communities worn down by conflict and fear. Bless them with Your peace. Let Your people be carriers of that blessing wherever they go. Amen.',
    scripture: 'Yahweh will give strength to his people. Yahweh will bless his people with peace.',
    reference: 'Psalm 29:11 (WEB)',
  },
  {
    key: 'peace-9',
    topic: 'Peace',
    title: 'The Things That Make for Peace',
    content:
      'Lord, Your word calls us to follow after the things that make for peace and the things by which we may build one another up.\n\nI confess that I sometimes follow after the things that make for conflict: being right, having the last word, keeping score. Turn my steps toward peace. Show me one thing I can do today to build someone up rather than tear them down. Let my home and church be places of peace. Amen.',
    scripture:
      "So then, let's follow after things which make for peace, and things by which we may build one another up.",
    reference: 'Romans 14:19 (WEB)',
  },
  {
    key: 'peace-10',
    topic: 'Peace',
    title: 'Like Mount Zion',
    content:
      'Lord, those who trust in You are like Mount Zion, which cannot be moved but remains forever. As the mountains surround Jerusalem, so You surround Your people, now and forever.\n\nWhen the solid things in my life start to shake, remind me of what cannot be shaken. Your care surrounds me like the hills. Let that truth quiet my fears today. I pray for those whose world is shaking through loss, illness, or disaster. Surround them with Your unbreakable peace. Amen.',
    scripture:
      "Those who trust in Yahweh are as Mount Zion, which can't be moved, but remains forever. As the mountains surround Jerusalem, so Yahweh surrounds his people from this time forward and forever more.",
    reference: 'Psalm 125:1-2 (WEB)',
  },
  {
    key: 'peace-11',
    topic: 'Peace',
    title: 'Great Peace for Those Who Love Your Law',
    content:
      'Lord, those who love Your law have great peace. Nothing causes them to stumble.\n\nLet me love Your word, not as a rulebook but as the voice of a good Father. Let it shape my thoughts so that I am not tripped up by every worry and temptation. Give me the great peace that comes from walking in Your ways. And help me to be patient with myself and others as I learn. Amen.',
    scripture: 'Those who love your law have great peace. Nothing causes them to stumble.',
    reference: 'Psalm 119:165 (WEB)',
  },
  {
    key: 'peace-12',
    topic: 'Peace',
    title: 'The Humble Inherit the Land',
    content:
      'Lord, Your word says that the humble will inherit the land and will delight themselves in the abundance of peace.\n\nThe world tells me to push, grasp, and compete. You tell me that the humble will inherit. Teach me humility. Free me from the need to prove myself. Let me delight in the peace You give, which is not the peace of winning but the peace of trusting You. Amen.',
    scripture: 'But the humble shall inherit the land, and shall delight themselves in the abundance of peace.',
    reference: 'Psalm 37:11 (WEB)',
  },
  {
    key: 'peace-13',
    topic: 'Peace',
    title: 'You Establish Our Peace',
    content:
      'Lord, You will establish peace for us, for You have also done all our work for us. Whatever good I have accomplished, You were at work in it.\n\nI spend so much energy trying to secure my own peace by controlling outcomes. Let me rest in the peace You give. Set my mind on Your Spirit and not on my fears. I pray for those whose minds are troubled today. Establish peace in them, and let them know that their lives are in Your hands. Amen.',
    scripture: 'Yahweh, you will ordain peace for us, for you have also done all our work for us.',
    reference: 'Isaiah 26:12 (WEB)',
  },
  {
    key: 'peace-14',
    topic: 'Peace',
    title: 'He Is Our Peace',
    content:
      'Lord Jesus, You are our peace. You have made the divided into one and broken down the dividing wall of hostility.\n\nI see walls everywhere: between nations, races, political parties, and even families. You have broken down the wall that matters most. Give me courage to cross the walls that remain. Make Your church a place where former enemies become family. Let Your peace be stronger than our divisions. Amen.',
    scripture:
      'For he is our peace, who made both one, and broke down the middle wall of separation, having abolished in his flesh the hostility, the law of commandments contained in ordinances, that he might create in himself one new man of the two, making peace, and might reconcile them both in one body to God through the cross, having killed the hostility through it.',
    reference: 'Ephesians 2:14-16 (WEB)',
  },
  {
    key: 'peace-15',
    topic: 'Peace',
    title: 'I Lay Down and Slept',
    content:
      'Lord, I lay down and slept, and I woke again, because You sustained me. Even when troubles surrounded him, the psalmist could rest.\n\nTonight I want to sleep in Your care. I give You the worries that keep me awake. Sustain me through the night, and wake me to a new day. I pray for those who cannot sleep because of pain, fear, or grief. Give them rest in You. Amen.',
    scripture: 'I laid myself down and slept. I awakened, for Yahweh sustains me.',
    reference: 'Psalm 3:5 (WEB)',
  },
  {
    key: 'wisdom-8',
    topic: 'Wisdom',
    title: 'The Beginning of Wisdom',
    content:
      'Lord, the fear of You is the beginning of wisdom, and the knowledge of the Holy One is understanding.\n\nI want to be wise, but I often look for wisdom in the wrong places. Let me begin with reverence for You. Teach me to know You, not just about You. Let everything I learn be shaped by that knowledge. I pray for students and scholars today. Let them find the beginning of wisdom. Amen.',
    scripture: 'The fear of Yahweh is the beginning of wisdom. The knowledge of the Holy One is understanding.',
    reference: 'Proverbs 9:10 (WEB)',
  },
  {
    key: 'wisdom-9',
    topic: 'Wisdom',
    title: 'Better Than Silver',
    content:
      'Lord, Your word says that the one who finds wisdom and gains understanding is happy, because wisdom is worth more than silver and its return is better than fine gold.\n\nGive me that kind of hunger for wisdom. I dig so eagerly for lesser treasures. Draw me deeper into Your word and into prayer, and let me search with others, because we understand more together than alone. I pray for those who are searching for truth today. Let them find You. Amen.',
    scripture:
      'Happy is the man who finds wisdom, the man who gets understanding. For her good profit is better than getting silver, and her return is better than fine gold.',
    reference: 'Proverbs 3:13-14 (WEB)',
  },
  {
    key: 'wisdom-10',
    topic: 'Wisdom',
    title: 'With the Humble Is Wisdom',
    content:
      'Lord, when pride comes, then comes shame, but with humility comes wisdom.\n\nI confess that my pride often blocks my learning. I do not like to admit that I am wrong. Humble me so that I can grow wise. Let me listen more than I speak and learn from those I might overlook. I pray for leaders who are tempted by pride. Give them humility and wisdom. Amen.',
    scripture: 'When pride comes, then comes shame, but with humility comes wisdom.',
    reference: 'Proverbs 11:2 (WEB)',
  },
  {
    key: 'wisdom-11',
    topic: 'Wisdom',
    title: 'Listen to Counsel',
    content:
      'Lord, Your word tells me to listen to counsel and receive instruction, so that I may be wise in the end.\n\nI often prefer my own ideas to advice from others. Give me a teachable spirit. Send me wise counselors, and give me the humility to listen to them. I pray for those facing major decisions today. Surround them with good advice and help them receive it. Amen.',
    scripture: 'Listen to counsel and receive instruction, that you may be wise in your latter end.',
    reference: 'Proverbs 19:20 (WEB)',
  },
  {
    key: 'wisdom-12',
    topic: 'Wisdom',
    title: 'The End Better Than the Beginning',
    content:
      'Lord, the end of a thing is better than its beginning, and a patient spirit is better than a proud spirit.\n\nI am impatient. I want to skip to the end and see how things turn out. Teach me patience. Let me trust that You are working through the slow middle. I pray for those in the middle of long projects, long illnesses, and long waits. Give them patient spirits. Amen.',
    scripture:
      'Better is the end of a thing than its beginning. The patient in spirit is better than the proud in spirit.',
    reference: 'Ecclesiastes 7:8 (WEB)',
  },
  {
    key: 'wisdom-13',
    topic: 'Wisdom',
    title: 'Good Understanding',
    content:
      'Lord, the fear of You is the beginning of wisdom. All those who do Your work have a good understanding. Your praise endures forever.\n\nLet my wisdom be practical, lived out in obedience and not only in thought. Help me understand by doing what You say. I pray for those who know much but live little of it. Let their knowledge become wisdom through obedience. Amen.',
    scripture:
      'The fear of Yahweh is the beginning of wisdom. All those who do his work have a good understanding. His praise endures forever!',
    reference: 'Psalm 111:10 (WEB)',
  },
  {
    key: 'wisdom-14',
    topic: 'Wisdom',
    title: 'A House Built by Wisdom',
    content:
      'Lord, by wisdom a house is built, and by understanding it is established. By knowledge its rooms are filled with all rare and beautiful treasure.\n\nI pray for my home today. Let it be built with wisdom and not just with money. Fill its rooms with the treasures of love, patience, forgiveness, and laughter. I pray for families facing hard decisions. Give them wisdom to build well together. Amen.',
    scripture:
      'Through wisdom a house is built; by understanding it is established; by knowledge the rooms are filled with all rare and beautiful treasure.',
    reference: 'Proverbs 24:3-4 (WEB)',
  },
  {
    key: 'wisdom-15',
    topic: 'Wisdom',
    title: 'Better Than Rubies',
    content:
      'Lord, Your word says that wisdom is better than rubies. Nothing I could desire compares with it.\n\nI spend so much energy pursuing things that are less valuable than wisdom. Reorder my desires. Let me want understanding more than wealth, and insight more than applause. Give me wisdom for the choices before me today. And let me share what I learn with those who need it. Amen.',
    scripture: "For wisdom is better than rubies. All the things that may be desired can't be compared to it.",
    reference: 'Proverbs 8:11 (WEB)',
  },
  {
    key: 'healing-8',
    topic: 'Healing',
    title: 'You Healed Me',
    content:
      'Lord my God, I cried to You, and You healed me. I remember the times You answered my cry.\n\nThank You for every healing I have received: in body, in mind, in relationships. Let me not forget. I pray for those who are crying out for healing today. Hear them as You heard me. And for those still waiting, give them strength and comfort in the meantime. Amen.',
    scripture: 'Yahweh my God, I cried to you, and you have healed me.',
    reference: 'Psalm 30:2 (WEB)',
  },
  {
    key: 'healing-9',
    topic: 'Healing',
    title: 'He Sent His Word',
    content:
      'Lord, when Your people cried to You in their trouble, You saved them out of their distresses. You sent Your word and healed them, and delivered them from their graves.\n\nI pray for those in deep trouble today: the seriously ill, those trapped in addiction, those in despair. Send Your word to them and heal them. Let them know that You hear their cries. And let me be a messenger of Your healing word to someone today. Amen.',
    scripture:
      'Then they cry to Yahweh in their trouble, and he saves them out of their distresses. He sends his word, and heals them, and delivers them from their graves.',
    reference: 'Psalm 107:19-20 (WEB)',
  },
  {
    key: 'healing-10',
    topic: 'Healing',
    title: 'Pray for One Another',
    content:
      'Lord, Your word tells us to confess our sins to one another and pray for one another, so that we may be healed. The prayer of a righteous person is powerful.\n\nGive me the courage to be honest with trusted friends and to pray for them faithfully. Let our church be a place of confession and healing, not of hiding. I pray for those who carry secret burdens. Give them a safe place to share and be prayed for. Amen.',
    scripture:
      'Confess your sins to one another and pray for one another, that you may be healed. The insistent prayer of a righteous person is powerfully effective.',
    reference: 'James 5:16 (WEB)',
  },
  {
    key: 'healing-11',
    topic: 'Healing',
    title: 'Health of Body and Soul',
    content:
      'Lord, the apostle prayed that his friend would prosper in all things and be in health, even as his soul prospered.\n\nI pray for the health of those I love, body and soul together. You care about the whole person. Strengthen weak bodies and refresh tired spirits. I pray for those who care for their bodies but neglect their souls, and for those who neglect their bodies in caring for others. Bring balance and wholeness. Amen.',
    scripture: 'Beloved, I pray that you may prosper in all things and be healthy, even as your soul prospers.',
    reference: '3 John 1:2 (WEB)',
  },
  {
    key: 'healing-12',
    topic: 'Healing',
    title: 'Leaves for the Healing of the Nations',
    content:
      'Lord, in the city You are preparing, the tree of life bears fruit every month, and its leaves are for the healing of the nations.\n\nI long for that healing. I pray for nations wounded by war, poverty, and injustice. Begin the healing now through Your people. Let us be like leaves of that tree, bringing healing wherever we are planted. And give me hope for the day when every wound is healed. Amen.',
    scripture:
      'He showed me a river of water of life, clear as crystal, proceeding out of the throne of God and of the Lamb, in the middle of its street. On this side of the river and on that was the tree of life, bearing twelve kinds of fruits, yielding its fruit every month. The leaves of the tree were for the healing of the nations.',
    reference: 'Revelation 22:1-2 (WEB)',
  },
  {
    key: 'healing-13',
    topic: 'Healing',
    title: 'Moved With Compassion',
    content:
      'Lord Jesus, when You saw the great crowd, You had compassion on them and healed their sick. You did not see them as a burden but as people to love.\n\nThank You for Your compassion. I pray for those who are sick today, especially those who feel like a burden to others. Let them know that You see them with compassion. And let me look at the sick and needy around me with Your eyes and Your heart. Amen.',
    scripture: 'Jesus went out, and he saw a great multitude. He had compassion on them and healed their sick.',
    reference: 'Matthew 14:14 (WEB)',
  },
  {
    key: 'healing-14',
    topic: 'Healing',
    title: 'Healing Every Sickness',
    content:
      'Lord Jesus, You went about teaching, preaching the good news of the Kingdom, and healing every disease and every sickness among the people.\n\nYour ministry joined good news and healing. I pray for doctors, nurses, and all who work in medicine today. Guide their hands and minds. I pray for those waiting for treatment or test results. Give them peace. And let Your church join word and deed as You did. Amen.',
    scripture:
      'Jesus went about in all Galilee, teaching in their synagogues, preaching the Good News of the Kingdom, and healing every disease and every sickness among the people.',
    reference: 'Matthew 4:23 (WEB)',
  },
  {
    key: 'healing-15',
    topic: 'Healing',
    title: 'Laying On of Hands',
    content:
      'Lord Jesus, when the sun was setting, the people brought to You all who were sick with various diseases, and You laid Your hands on every one of them and healed them.\n\nThank You that no one was too many for You. You touched each one personally. I bring to You today those I know who are sick. Lay Your hands on them. Let them feel Your personal care. And let my hands be gentle and healing in the lives of others. Amen.',
    scripture:
      'When the sun was setting, all those who had any sick with various diseases brought them to him; and he laid his hands on every one of them, and healed them.',
    reference: 'Luke 4:40 (WEB)',
  },
  {
    key: 'strength-8',
    topic: 'Strength',
    title: 'I Love You, Lord',
    content:
      'Lord, I love You, my strength. You are my rock, my fortress, my deliverer, my God, and my shield.\n\nSometimes I forget to say it simply: I love You. Thank You for being my strength when I have none. Be my rock when everything is shifting, my fortress when I am under attack, and my shield when I feel exposed. Let my love for You grow stronger than my fears. Amen.',
    scripture:
      'I love you, Yahweh, my strength. Yahweh is my rock, my fortress, and my deliverer; my God, my rock, in whom I take refuge; my shield, and the horn of my salvation, my high tower.',
    reference: 'Psalm 18:1-2 (WEB)',
  },
  {
    key: 'strength-9',
    topic: 'Strength',
    title: 'Feet Like a Deer',
    content:
      'Lord God, You are my strength. You make my feet like the feet of a deer and enable me to walk on high places.\n\nI face rough terrain today. The path is steep and uncertain. Give me sure footing. Let me move with confidence, not because the path is easy but because You are my strength. I pray for those who feel stuck in low places. Lift them to the heights. Amen.',
    scripture:
      "Yahweh, the Lord, is my strength. He makes my feet like deer's feet, and enables me to go in high places. For the music director, on my stringed instruments.",
    reference: 'Habakkuk 3:19 (WEB)',
  },
  {
    key: 'strength-10',
    topic: 'Strength',
    title: 'Seek His Strength',
    content:
      'Lord, Your word tells us to seek You and Your strength, and to seek Your face continually.\n\nI often seek strength in coffee, willpower, or distraction. Today I seek You. Let me find my strength in Your presence. I pray for those who are exhausted and running on empty. Let them seek Your face and find new strength. Teach me to come back to You throughout the day, not only when I am empty. Amen.',
    scripture: 'Seek Yahweh and his strength. Seek his face forever more.',
    reference: '1 Chronicles 16:11 (WEB)',
  },
  {
    key: 'strength-11',
    topic: 'Strength',
    title: 'He Will Establish You',
    content:
      'Lord, You are faithful. You will establish us and guard us from the evil one.\n\nWhen I feel weak and vulnerable, remind me that Your faithfulness is my protection. Establish me in Your truth. Guard my heart and mind from evil. I pray for those under spiritual attack today. Let them know that You are faithful to protect them. Amen.',
    scripture: 'But the Lord is faithful, who will establish you and guard you from the evil one.',
    reference: '2 Thessalonians 3:3 (WEB)',
  },
  {
    key: 'strength-12',
    topic: 'Strength',
    title: 'My Rock and My Refuge',
    content:
      'Lord, my salvation and my honor rest on You. You are the rock of my strength, and my refuge is in You.\n\nI tend to rest my honor on what others think of me. Let me rest it on You instead. Be the rock I stand on when criticism comes. I pray for those who have been shamed or humiliated. Let them find their honor in You. Amen.',
    scripture: 'My salvation and my honor is with God. The rock of my strength, and my refuge, is in God.',
    reference: 'Psalm 62:7 (WEB)',
  },
  {
    key: 'strength-13',
    topic: 'Strength',
    title: 'Renewed Day by Day',
    content:
      "Lord, Your word says we do not lose heart. Though our outward self is wasting away, our inner self is being renewed day by day.\n\nMy outer strength fails, and I notice it more each year. But I ask for inner strength. Renew my spirit today through Your Spirit. Let me face today's challenges with a strength that does not depend on my body or my circumstances. I pray for those whose bodies are failing. Renew them within. Amen.",
    scripture:
      "Therefore we don't faint, but though our outward person is decaying, yet our inward person is renewed day by day.",
    reference: '2 Corinthians 4:16 (WEB)',
  },
  {
    key: 'strength-14',
    topic: 'Strength',
    title: 'Strength for Endurance',
    content:
      'Lord, Your word says that we need endurance, so that when we have done Your will, we may receive what You have promised.\n\nI need endurance today, and patience, and I want them to come with joy rather than grim determination. Strengthen me to keep doing Your will when the promise seems far away. I pray for those facing long trials. Give them endurance and joy together. Amen.',
    scripture: 'For you need endurance so that, having done the will of God, you may receive the promise.',
    reference: 'Hebrews 10:36 (WEB)',
  },
  {
    key: 'strength-15',
    topic: 'Strength',
    title: 'After a Little While',
    content:
      'Lord, God of all grace, You have called us to Your eternal glory in Christ. After we have suffered a little while, You will restore, confirm, strengthen, and establish us.\n\nI am in a season of suffering. It does not feel like a little while. But I trust Your promise. Restore what has been broken. Strengthen what is weak. Establish me on a firm foundation. I pray for all who are suffering today. Let them hold on to this promise. Amen.',
    scripture:
      'But may the God of all grace, who called you to his eternal glory by Christ Jesus, after you have suffered a little while, perfect, establish, strengthen, and settle you.',
    reference: '1 Peter 5:10 (WEB)',
  },
  {
    key: 'gratitude-8',
    topic: 'Gratitude',
    title: 'His Loving Kindness Endures',
    content:
      'Lord, I give thanks to You, for You are good, and Your loving kindness endures forever.\n\nSo many things in my life are temporary, but Your goodness lasts. Thank You for Your enduring love. Let me not take it for granted. I pray for those who doubt Your goodness today because of their pain. Let them experience Your loving kindness in a fresh way. Amen.',
    scripture: 'Give thanks to Yahweh, for he is good, for his loving kindness endures forever.',
    reference: 'Psalm 107:1 (WEB)',
  },
  {
    key: 'gratitude-9',
    topic: 'Gratitude',
    title: 'Give Thanks to the God of Heaven',
    content:
      'Lord, the psalmist ends his long song with one more line: give thanks to the God of heaven, for His loving kindness endures forever.\n\nLet my life be a long song of thanks with the same refrain. In every season, let me remember Your kindness. I pray for those who find it hard to give thanks today. Let them see one reason to be grateful and let it grow. Amen.',
    scripture: 'Oh give thanks to the God of heaven, for his loving kindness endures forever.',
    reference: 'Psalm 136:26 (WEB)',
  },
  {
    key: 'gratitude-10',
    topic: 'Gratitude',
    title: 'Come, Let Us Sing',
    content:
      'Lord, Your word invites us to come and sing to You, to shout joyfully to the rock of our salvation, and to come before Your presence with thanksgiving.\n\nLet me come to You today with joy, not just duty. Open my mouth to sing and my heart to give thanks. I pray for those who gather to worship today. Fill their worship with joy. And let my whole day be a song of thanks to You. Amen.',
    scripture:
      "Oh come, let's sing to Yahweh. Let's shout aloud to the rock of our salvation! Let's come before his presence with thanksgiving. Let's extol him with songs!",
    reference: 'Psalm 95:1-2 (WEB)',
  },
  {
    key: 'gratitude-11',
    topic: 'Gratitude',
    title: 'Your Indescribable Gift',
    content:
      'Lord, thanks be to You for Your indescribable gift.\n\nI cannot find words big enough for what You have given in Jesus. But I want to try. Thank You for life, forgiveness, hope, and the promise of eternity. Let my life be a thank-you note that others can read. I pray for those who have not yet received this gift. Let them know it is for them too. Amen.',
    scripture: 'Now thanks be to God for his unspeakable gift!',
    reference: '2 Corinthians 9:15 (WEB)',
  },
  {
    key: 'gratitude-12',
    topic: 'Gratitude',
    title: 'Glad Through Your Works',
    content:
      "Lord, You have made me glad through Your work. I will triumph in the works of Your hands.\n\nThank You for the beauty of creation: the sunrise, the mountains, the ocean, the small flowers by the road. Thank You for the work You do in people's lives. Let me notice Your works today and rejoice in them. I pray for those who cannot see beauty right now. Open their eyes to Your works. Amen.",
    scripture: 'For you, Yahweh, have made me glad through your work. I will triumph in the works of your hands.',
    reference: 'Psalm 92:4 (WEB)',
  },
  {
    key: 'gratitude-13',
    topic: 'Gratitude',
    title: 'Magnify Him With Thanksgiving',
    content:
      'Lord, I will praise Your name with a song, and magnify You with thanksgiving. Your word asks me to give thanks always and for everything.\n\nThat is a high calling. I find it easy to give thanks for some things but not others. Teach me to trust You enough to give thanks in everything, and let my thanks make You look great to others. I pray for those who are struggling today. Let them find something to give thanks for, even in their pain. Amen.',
    scripture: 'I will praise the name of God with a song, and will magnify him with thanksgiving.',
    reference: 'Psalm 69:30 (WEB)',
  },
  {
    key: 'gratitude-14',
    topic: 'Gratitude',
    title: 'His Praise Always in My Mouth',
    content:
      'Lord, I will bless You at all times. Your praise will always be in my mouth.\n\nMy mouth is often full of complaints, worries, and criticism. Let it be full of Your praise instead. Let me bless You in good times and hard times. I pray for those who are tempted to give up on praise. Let them find their voice again. Amen.',
    scripture: 'I will bless Yahweh at all times. His praise will always be in my mouth.',
    reference: 'Psalm 34:1 (WEB)',
  },
  {
    key: 'gratitude-15',
    topic: 'Gratitude',
    title: 'The Lord Has Done Great Things',
    content:
      'Lord, You have done great things for us, and we are glad.\n\nLet me remember the great things You have done: the prayers You have answered, the doors You have opened, the ways You have protected and provided. Let my memory fill me with gladness. I pray for those who have forgotten Your goodness. Remind them of the great things You have done. Amen.',
    scripture: 'Yahweh has done great things for us, and we are glad.',
    reference: 'Psalm 126:3 (WEB)',
  },
];
