# One player: holds the shared lock for all its N turns and waits (releasing it) while
# the turn is the other player's. Ids are 0 and 1; the turn passes with `1 - id`.
.class LMain$Player;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field private final id:I
.field private final n:I

.method constructor <init>(II)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Player;->id:I
    iput p2, p0, LMain$Player;->n:I
    return-void
.end method

.method public run()V
    .registers 8
    iget v2, p0, LMain$Player;->n:I
    iget v3, p0, LMain$Player;->id:I
    sget-object v5, LMain;->lock:Ljava/lang/Object;
    const/4 v0, 0
    monitor-enter v5
    :s
    if-ge v0, v2, :out
    :loop
    sget v4, LMain;->turn:I
    if-eq v4, v3, :mine
    invoke-virtual {v5}, Ljava/lang/Object;->wait()V
    goto :loop
    :mine
    sget v4, LMain;->hash:I
    mul-int/lit8 v4, v4, 31
    add-int/2addr v4, v3
    add-int/lit8 v4, v4, 1
    sput v4, LMain;->hash:I
    sget v4, LMain;->turns:I
    add-int/lit8 v4, v4, 1
    sput v4, LMain;->turns:I
    rsub-int/lit8 v4, v3, 1
    sput v4, LMain;->turn:I
    invoke-virtual {v5}, Ljava/lang/Object;->notify()V
    add-int/lit8 v0, v0, 1
    if-lt v0, v2, :loop
    :out
    monitor-exit v5
    :e
    return-void
    :h
    move-exception v6
    monitor-exit v5
    :he
    throw v6
    .catchall {:s .. :e} :h
    .catchall {:h .. :he} :h
.end method
