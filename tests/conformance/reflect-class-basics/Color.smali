.class public final enum LColor;
.super Ljava/lang/Enum;
.source "Color.java"

.field private static final synthetic $VALUES:[LColor;
.field public static final enum RED:LColor;
.field public static final enum GREEN:LColor;
.field public static final enum BLUE:LColor;

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, LColor;
    const-string v1, "RED"
    const/4 v2, 0
    invoke-direct {v0, v1, v2}, LColor;-><init>(Ljava/lang/String;I)V
    sput-object v0, LColor;->RED:LColor;
    new-instance v0, LColor;
    const-string v1, "GREEN"
    const/4 v3, 1
    invoke-direct {v0, v1, v3}, LColor;-><init>(Ljava/lang/String;I)V
    sput-object v0, LColor;->GREEN:LColor;
    new-instance v0, LColor;
    const-string v1, "BLUE"
    const/4 v4, 2
    invoke-direct {v0, v1, v4}, LColor;-><init>(Ljava/lang/String;I)V
    sput-object v0, LColor;->BLUE:LColor;
    const/4 v0, 3
    new-array v0, v0, [LColor;
    sget-object v1, LColor;->RED:LColor;
    aput-object v1, v0, v2
    sget-object v1, LColor;->GREEN:LColor;
    aput-object v1, v0, v3
    sget-object v1, LColor;->BLUE:LColor;
    aput-object v1, v0, v4
    sput-object v0, LColor;->$VALUES:[LColor;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[LColor;
    .registers 1
    sget-object v0, LColor;->$VALUES:[LColor;
    invoke-virtual {v0}, [LColor;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [LColor;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)LColor;
    .registers 2
    const-class v0, LColor;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, LColor;
    return-object v0
.end method
