.class public final enum Ljava/lang/Thread$State;
.super Ljava/lang/Enum;
.source "Thread.java"

# Thread.getState's values, in the JDK's order (the VM returns the ordinal).

.field private static final synthetic $VALUES:[Ljava/lang/Thread$State;
.field public static final enum NEW:Ljava/lang/Thread$State;
.field public static final enum RUNNABLE:Ljava/lang/Thread$State;
.field public static final enum BLOCKED:Ljava/lang/Thread$State;
.field public static final enum WAITING:Ljava/lang/Thread$State;
.field public static final enum TIMED_WAITING:Ljava/lang/Thread$State;
.field public static final enum TERMINATED:Ljava/lang/Thread$State;

.method static constructor <clinit>()V
    .registers 8
    new-instance v0, Ljava/lang/Thread$State;
    const-string v1, "NEW"
    const/4 v7, 0
    invoke-direct {v0, v1, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v0, Ljava/lang/Thread$State;->NEW:Ljava/lang/Thread$State;
    new-instance v1, Ljava/lang/Thread$State;
    const-string v2, "RUNNABLE"
    const/4 v7, 1
    invoke-direct {v1, v2, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v1, Ljava/lang/Thread$State;->RUNNABLE:Ljava/lang/Thread$State;
    new-instance v2, Ljava/lang/Thread$State;
    const-string v3, "BLOCKED"
    const/4 v7, 2
    invoke-direct {v2, v3, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v2, Ljava/lang/Thread$State;->BLOCKED:Ljava/lang/Thread$State;
    new-instance v3, Ljava/lang/Thread$State;
    const-string v4, "WAITING"
    const/4 v7, 3
    invoke-direct {v3, v4, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v3, Ljava/lang/Thread$State;->WAITING:Ljava/lang/Thread$State;
    new-instance v4, Ljava/lang/Thread$State;
    const-string v5, "TIMED_WAITING"
    const/4 v7, 4
    invoke-direct {v4, v5, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v4, Ljava/lang/Thread$State;->TIMED_WAITING:Ljava/lang/Thread$State;
    new-instance v5, Ljava/lang/Thread$State;
    const-string v6, "TERMINATED"
    const/4 v7, 5
    invoke-direct {v5, v6, v7}, Ljava/lang/Thread$State;-><init>(Ljava/lang/String;I)V
    sput-object v5, Ljava/lang/Thread$State;->TERMINATED:Ljava/lang/Thread$State;
    filled-new-array/range {v0 .. v5}, [Ljava/lang/Thread$State;
    move-result-object v0
    sput-object v0, Ljava/lang/Thread$State;->$VALUES:[Ljava/lang/Thread$State;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Ljava/lang/Thread$State;
    .registers 1
    sget-object v0, Ljava/lang/Thread$State;->$VALUES:[Ljava/lang/Thread$State;
    invoke-virtual {v0}, [Ljava/lang/Thread$State;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/Thread$State;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Thread$State;
    .registers 2
    const-class v0, Ljava/lang/Thread$State;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Ljava/lang/Thread$State;
    return-object v0
.end method
